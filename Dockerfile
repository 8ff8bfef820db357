# The console's image: the Python package and the web UI, built here from the sources (the
# build context leaves out a local webui/dist and node_modules: .dockerignore).
FROM node:20-bookworm-slim AS webui
WORKDIR /src/webui
COPY webui/package.json webui/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY webui/ ./
RUN npm run build

FROM python:3.11-slim-bookworm
WORKDIR /app
COPY pyproject.toml ./
COPY domain/ domain/
COPY application/ application/
COPY projections/ projections/
COPY storage/ storage/
COPY api/ api/
COPY ingest/ ingest/
COPY demo/ demo/
COPY hygiene/ hygiene/
RUN pip install --no-cache-dir .
COPY --from=webui /src/webui/dist /app/webui/dist
# A user of its own: the data folder (SQLite files, a generated signing key when
# HYGIENE_SECRET_KEY is unset) is the only place it writes.
RUN useradd --system --uid 10001 --home-dir /app --no-create-home hygiene \
    && mkdir -m 700 /app/var && chown hygiene /app/var
ENV HYGIENE_WEBUI_DIR=/app/webui/dist HYGIENE_DATA_DIR=/app/var PYTHONUNBUFFERED=1
USER hygiene
EXPOSE 8000
# The readiness probe (storage answering, followers not failing) with the image's own
# Python; `ingest`, `project` and `simulate` serve no API, and compose.yaml gives them
# checks of their own.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-c", "import urllib.request as u; u.urlopen('http://127.0.0.1:8000/api/health/ready', timeout=4)"]
ENTRYPOINT ["hygiene"]
CMD ["serve", "--host", "0.0.0.0", "--no-projector"]
