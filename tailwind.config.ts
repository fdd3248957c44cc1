import type { Config } from "tailwindcss";

// Colours come from CSS variables set per time-of-day theme (app/tailwind.css), so one class
// list serves every theme and the server can render the right one without a flash.
const themed = (name: string) => `rgb(var(--${name}) / <alpha-value>)`;

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        surface: { DEFAULT: themed("surface"), muted: themed("surface-muted"), raised: themed("surface-raised") },
        ink: { DEFAULT: themed("ink"), muted: themed("ink-muted") },
        line: themed("line"),
        brand: { DEFAULT: themed("brand"), ink: themed("brand-ink"), soft: themed("brand-soft") },
        accent: themed("accent"),
        danger: themed("danger"),
        success: themed("success"),
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
        serif: ["Georgia", "Cambria", "Times New Roman", "serif"],
      },
    },
  },
  plugins: [],
} satisfies Config;
