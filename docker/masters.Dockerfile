# syntax=docker/dockerfile:1
# Image of one back-end service, named by ARG SERVICE. The six back-end Dockerfiles (gateway, auth,
# scheduling, reports, masters, chat) are this same file but for the two ARG lines below;
# `npx nx run docker:check` keeps them so. Build from the repository root:
#   docker build -f docker/<service>.Dockerfile -t school/<service> .
ARG SERVICE=masters
# Debian packages the service needs at run time besides Node and tini (scheduling: Chromium and
# the CJK fonts it needs to render the Japanese schedule PDF).
ARG EXTRA_PACKAGES=""

# Every workspace's package.json and nothing else: `npm ci` checks the lock file against all of
# them. COPY --from compares content, so the installs below stay cached until one of them changes.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY libs libs
COPY services services
COPY shell shell
COPY mfe-staff mfe-staff
COPY mfe-teacher mfe-teacher
COPY mfe-student mfe-student
RUN for d in libs/* services/* shell mfe-staff mfe-teacher mfe-student; do \
    find "$d" -mindepth 1 -maxdepth 1 ! -name package.json -exec rm -rf {} +; \
  done

FROM node:20-bookworm-slim AS deps
ENV PUPPETEER_SKIP_DOWNLOAD=1 NPM_CONFIG_AUDIT=false NPM_CONFIG_FUND=false NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=manifests /app ./

FROM deps AS build
RUN npm ci
COPY tsconfig.base.json ./
COPY libs libs
ARG SERVICE
COPY services/${SERVICE} services/${SERVICE}
# A checkout's dist/ folders hold tsbuildinfo files that would make tsc skip the build. Project
# references build the libraries the service uses; only their dist/ and package.json are kept.
RUN find libs services -name dist -prune -exec rm -rf {} + \
  && npx tsc -b services/${SERVICE}/tsconfig.json \
  && find libs -mindepth 2 -maxdepth 2 ! -name dist ! -name package.json -exec rm -rf {} +

FROM deps AS prod-deps
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
COPY --from=build /app/libs libs
COPY --from=build /app/services/${SERVICE}/dist services/${SERVICE}/dist
COPY docker/service-entrypoint.sh /usr/local/bin/service-entrypoint
# The image's node user, by number so orchestrators can verify it is not root.
USER 1000:1000
ENTRYPOINT ["tini", "-g", "--", "service-entrypoint"]
CMD ["start"]
