# The console's image: the Python package and the built web UI.
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
COPY hygiene/ hygiene/
RUN pip install --no-cache-dir .
COPY --from=webui /src/webui/dist /app/webui/dist
ENV HYGIENE_WEBUI_DIR=/app/webui/dist HYGIENE_DATA_DIR=/app/var
USER nobody
EXPOSE 8000
ENTRYPOINT ["hygiene"]
CMD ["serve", "--host", "0.0.0.0", "--no-projector"]
