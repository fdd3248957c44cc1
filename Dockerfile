# syntax=docker/dockerfile:1
# Multi-stage build: dependencies and the Remix build in throw-away stages, a slim runtime image.
FROM node:24-bookworm-slim AS base
ENV NODE_ENV=production
WORKDIR /app

FROM base AS deps
COPY package.json package-lock.json ./
# patch-package (postinstall) applies patches/ to node_modules (decision 0048).
COPY patches ./patches
RUN npm ci --include=dev --no-audit --no-fund

# The patched dependencies without the development ones (patch-package is one of those).
FROM deps AS production-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM base
ENV PORT=3000
# The commit the image is built from: the release of its error reports (decision 0091).
# fly deploy --build-arg COMMIT_SHA=$(git rev-parse HEAD)
ARG COMMIT_SHA=""
ENV COMMIT_SHA=$COMMIT_SHA
# Fly gives a machine 512 MB. V8 sizes its heap from the host's memory, not the machine's, and
# collects late; a 256 MB old generation leaves the rest for the code, buffers, compression and
# the database driver. `npm run bench:pages` starts the server with this same line (decision 0069).
# Node 24's V8 sizes the young generation from the host too (semi-spaces up to 64 MB, Node 20's 16 MB):
# the same build measured 343 MB resident after import on Node 24 against 186 MB on Node 20, and 236 MB
# with a 16 MB semi-space (decision 0084).
ENV NODE_OPTIONS="--max-old-space-size=256 --max-semi-space-size=16"
COPY --from=production-deps /app/node_modules /app/node_modules
COPY --from=build /app/build /app/build
COPY --from=build /app/public /app/public
COPY package.json tsconfig.json server.js ./
COPY server ./server
# Migrations and the schema run as Fly's release command (npm run db:migrate). The schema builds each
# Postgres enum from its list in app/rules (decision 0065), so the pure rules come too.
COPY db ./db
COPY app/rules ./app/rules
USER node
EXPOSE 3000
# server.js (npm start) serves the build; node runs as PID 1, so Fly's SIGTERM reaches it directly.
CMD ["node", "server.js"]
