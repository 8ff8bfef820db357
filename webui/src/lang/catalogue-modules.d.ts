// A part of a compiled catalogue, cut at build time (vite.config.ts, `catalogueParts`).
declare module '*.json?catalogue=public' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?catalogue=console' {
  const messages: Record<string, unknown>;
  export default messages;
}
