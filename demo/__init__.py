"""The demo: an estate with its companies, buildings, people and devices (`demo.estate`),
and a fortnight of its past entered through the applications' own commands, each event at
the time it happened (`demo.history`, `demo.workforce`). It sits beside the API and the
sensor intake, above the applications it drives; nothing below imports it."""
