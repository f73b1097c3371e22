# syntax=docker/dockerfile:1
# The site as a container (issue 32, docs/deploy.md "Containers"): Next.js's standalone output with
# the site's own server in front (scripts/lib/standalone.ts), run as an unprivileged user. No
# PostgreSQL inside: DATABASE_URL is required (compose.yaml brings one), and S3_BUCKET for the files
# when several containers serve one site.

FROM node:20-bookworm-slim AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run standalone

FROM node:20-bookworm-slim AS site
# pg_dump and psql for the operators (backups of a managed database, a look inside).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
  NEXT_TELEMETRY_DISABLED=1 \
  PORT=3000 \
  DATA_DIR=/data \
  CONTENT_DIR=/agency
COPY --from=build --chown=node:node /src/.next/standalone ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The site stops cleanly on SIGTERM (requests and mail in flight finish).
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
