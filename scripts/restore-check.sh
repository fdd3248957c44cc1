#!/usr/bin/env bash
# Restores a pg_dump into a fresh database and checks it (decision 0092; README "Operating").
#
#   scripts/restore-check.sh                 CI: makes a source database (migrated and seeded), dumps it
#                                            with pg_dump, restores the dump, and compares the two
#   scripts/restore-check.sh backup.dump     an operator's backup (pg_dump -Fc): restores it into a fresh
#                                            database and checks it on its own
#
# Checks: pg_restore finishes without an error; every committed migration is recorded (drizzle's
# table against db/migrations/meta/_journal.json, the newest one included); every constraint is
# valid; the key tables' row counts (equal to the source's, when there is one; users and courses
# never empty); a sample query across courses, lessons, enrollments and certificates answers.
#
#   RESTORE_CHECK_DATABASE_URL  the server (any database on it) to create the scratch databases on
#                               (default postgres://postgres@127.0.0.1:5432/postgres)
#   RESTORE_CHECK_KEEP=1        keep the scratch databases (their names are printed)
set -euo pipefail
cd "$(dirname "$0")/.."

SERVER_URL="${RESTORE_CHECK_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
DUMP_FILE="${1:-}"
SUFFIX="$(date +%s)_$$"
SOURCE_DB="restore_check_source_${SUFFIX}"
RESTORED_DB="restore_check_restored_${SUFFIX}"
WORK_DIR="$(mktemp -d)"
KEY_TABLES=(users profiles user_roles companies courses lessons course_lessons lesson_topics quizzes quiz_questions
  student_course_access student_progress quiz_attempts generated_certificates email_outbox audit_log)

started=$SECONDS
step() { echo "== restore check: $* ($((SECONDS - started)) s)"; }
fail() {
  echo "restore check FAILED: $*" >&2
  exit 1
}
# The server URL with another database in its path (keeps user, host, port and query).
url_for() { node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$SERVER_URL" "$1"; }
sql() { psql "$(url_for "$1")" -v ON_ERROR_STOP=1 -qAtX -c "$2"; }

cleanup() {
  rm -rf "$WORK_DIR"
  if [ "${RESTORE_CHECK_KEEP:-}" = 1 ]; then
    echo "kept: $SOURCE_DB $RESTORED_DB"
    return
  fi
  psql "$SERVER_URL" -qAtX -c "drop database if exists ${SOURCE_DB} with (force)" >/dev/null 2>&1 || true
  psql "$SERVER_URL" -qAtX -c "drop database if exists ${RESTORED_DB} with (force)" >/dev/null 2>&1 || true
}
trap cleanup EXIT

for tool in pg_dump pg_restore psql; do command -v "$tool" >/dev/null || fail "$tool is not installed (Debian: postgresql-client)"; done

if [ -z "$DUMP_FILE" ]; then
  step "a source database, migrated and seeded ($SOURCE_DB)"
  psql "$SERVER_URL" -v ON_ERROR_STOP=1 -qAtX -c "create database ${SOURCE_DB}"
  DATABASE_URL="$(url_for "$SOURCE_DB")" npx tsx db/seed.ts >/dev/null
  DUMP_FILE="$WORK_DIR/backup.dump"
  step "pg_dump -Fc (the format Fly's and most managed Postgres backups export)"
  pg_dump --format=custom --no-owner --no-privileges --file="$DUMP_FILE" "$(url_for "$SOURCE_DB")"
  echo "dump: $(du -h "$DUMP_FILE" | cut -f1)"
fi
[ -r "$DUMP_FILE" ] || fail "cannot read the dump $DUMP_FILE"

step "pg_restore into a fresh database ($RESTORED_DB)"
psql "$SERVER_URL" -v ON_ERROR_STOP=1 -qAtX -c "create database ${RESTORED_DB}"
pg_restore --no-owner --no-privileges --exit-on-error --dbname="$(url_for "$RESTORED_DB")" "$DUMP_FILE"

step "migrations"
expected_migrations="$(node -e 'const j = require("./db/migrations/meta/_journal.json"); console.log(j.entries.length, j.entries.at(-1).when)')"
recorded_migrations="$(sql "$RESTORED_DB" "select count(*) || ' ' || coalesce(max(created_at), 0) from drizzle.__drizzle_migrations")"
echo "journal (count, newest): $expected_migrations; restored: $recorded_migrations"
[ "$expected_migrations" = "$recorded_migrations" ] || fail "the restored database's migrations ($recorded_migrations) are not the journal's ($expected_migrations): run npm run db:migrate against it, or it is from another release"

step "constraints"
invalid="$(sql "$RESTORED_DB" "select count(*) from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public' and not c.convalidated")"
[ "$invalid" = 0 ] || fail "$invalid constraints are not valid after the restore"
constraints="$(sql "$RESTORED_DB" "select count(*) from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public' and c.contype in ('p', 'f', 'u')")"
echo "primary, foreign and unique keys: $constraints"
[ "$constraints" -gt 0 ] || fail "no keys in the restored schema"

step "row counts"
counts_query=""
for table in "${KEY_TABLES[@]}"; do counts_query+="${counts_query:+ union all }select '${table}' as t, count(*) as n from ${table}"; done
restored_counts="$(sql "$RESTORED_DB" "$counts_query")"
printf '%s\n' "$restored_counts" | column -t -s '|'
if psql "$SERVER_URL" -qAtX -c "select 1 from pg_database where datname = '${SOURCE_DB}'" | grep -q 1; then
  source_counts="$(sql "$SOURCE_DB" "$counts_query")"
  [ "$source_counts" = "$restored_counts" ] || fail "row counts differ from the source's:
$(diff <(printf '%s\n' "$source_counts") <(printf '%s\n' "$restored_counts") || true)"
  echo "equal to the source database's"
fi
for table in users courses; do
  n="$(printf '%s\n' "$restored_counts" | awk -F'|' -v t="$table" '$1 == t { print $2 }')"
  [ "${n:-0}" -gt 0 ] || fail "$table is empty in the restored database"
done

step "a sample query (the catalogue with lessons, enrollments and certificates)"
sample="$(sql "$RESTORED_DB" "
  select c.title, count(distinct cl.lesson_id), count(distinct a.user_id), count(distinct g.id)
  from courses c
  join course_lessons cl on cl.course_id = c.id
  left join student_course_access a on a.course_id = c.id
  left join generated_certificates g on g.course_id = c.id
  group by c.id, c.title
  order by count(distinct a.user_id) desc, c.title
  limit 5")"
[ -n "$sample" ] || fail "the sample query found no course with lessons"
printf '%s\n' "$sample" | column -t -s '|'

step "passed"
