# syntax=docker/dockerfile:1
# Image of one back-end service, named by ARG SERVICE. The six back-end Dockerfiles (gateway, auth,
# scheduling, reports, masters, chat) are this same file but for the two ARG lines below;
# `npx nx run docker:check` keeps them so. Build from the repository root:
#   docker build -f docker/<service>.Dockerfile -t school/<service> .
ARG SERVICE=chat
# Debian packages the service needs at run time besides Node and tini (scheduling: Chromium and
# the CJK fonts it needs to render the Japanese schedule PDF).
ARG EXTRA_PACKAGES=""

# Every workspace's package.json: `npm ci` checks the whole lock file against them. Copied on their
# own so the installs below stay cached until a manifest or the lock file changes.
FROM node:20-bookworm-slim AS manifests
ENV PUPPETEER_SKIP_DOWNLOAD=1 NPM_CONFIG_AUDIT=false NPM_CONFIG_FUND=false NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/domain/package.json libs/domain/
COPY libs/i18n/package.json libs/i18n/
COPY libs/server-kit/package.json libs/server-kit/
COPY libs/ui/package.json libs/ui/
COPY services/auth/package.json services/auth/
COPY services/chat/package.json services/chat/
COPY services/gateway/package.json services/gateway/
COPY services/masters/package.json services/masters/
COPY services/reports/package.json services/reports/
COPY services/scheduling/package.json services/scheduling/
COPY shell/package.json shell/
COPY mfe-staff/package.json mfe-staff/
COPY mfe-student/package.json mfe-student/
COPY mfe-teacher/package.json mfe-teacher/

FROM manifests AS build
RUN npm ci
COPY tsconfig.base.json ./
COPY libs/contracts/tsconfig.json libs/contracts/
COPY libs/contracts/src libs/contracts/src
COPY libs/domain/tsconfig.json libs/domain/
COPY libs/domain/src libs/domain/src
COPY libs/i18n/tsconfig.json libs/i18n/
COPY libs/i18n/src libs/i18n/src
COPY libs/server-kit/tsconfig.json libs/server-kit/
COPY libs/server-kit/src libs/server-kit/src
ARG SERVICE
COPY services/${SERVICE}/tsconfig.json services/${SERVICE}/
COPY services/${SERVICE}/src services/${SERVICE}/src
# Project references build the libraries the service uses into libs/*/dist first.
RUN npx tsc -b services/${SERVICE}/tsconfig.json

FROM manifests AS prod-deps
RUN npm ci --omit=dev && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
ARG SERVICE
ARG EXTRA_PACKAGES
# tini is PID 1 so SIGTERM reaches node, which then stops taking work and finishes what is in flight.
# The files directory is created here so a fresh named volume mounted on it belongs to the node user.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini ${EXTRA_PACKAGES} \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /var/lib/school/files \
  && chown node:node /var/lib/school/files
WORKDIR /app
ENV NODE_ENV=production SERVICE=${SERVICE} FILES_DIR=/var/lib/school/files
# node_modules with the workspace links (@school/* -> libs/*), whose package.json point at dist/.
COPY --from=prod-deps /app ./
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/domain/dist libs/domain/dist
COPY --from=build /app/libs/i18n/dist libs/i18n/dist
COPY --from=build /app/libs/server-kit/dist libs/server-kit/dist
COPY --from=build /app/services/${SERVICE}/dist services/${SERVICE}/dist
COPY docker/service-entrypoint.sh /usr/local/bin/service-entrypoint
# The image's node user, by number so orchestrators can verify it is not root.
USER 1000:1000
ENTRYPOINT ["tini", "-g", "--", "service-entrypoint"]
CMD ["start"]
