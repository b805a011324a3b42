# syntax=docker/dockerfile:1
# Static hosting of one front end, chosen by APP: the shell (the host: history-mode routes fall back to
# index.html) or a remote (mfe-staff, mfe-teacher, mfe-student) that the shell loads from another
# origin. Build from the repository root:
#   docker build -f docker/web.Dockerfile --build-arg APP=mfe-staff -t school/mfe-staff .
ARG APP=shell

FROM node:20-bookworm-slim AS build
ENV PUPPETEER_SKIP_DOWNLOAD=1 NPM_CONFIG_AUDIT=false NPM_CONFIG_FUND=false NPM_CONFIG_UPDATE_NOTIFIER=false \
  NX_DAEMON=false NX_NO_CLOUD=true
WORKDIR /app
# Every workspace's package.json first, so the install stays cached until a manifest or the lock changes.
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
RUN npm ci
COPY nx.json tsconfig.base.json ./
COPY libs libs
ARG APP
COPY ${APP} ${APP}
# Every federated app is built by its production target: one in development mode breaks React in the
# others. The shell must yield index.html, a remote mf-manifest.json.
RUN npx nx run ${APP}:build \
  && test -f "${APP}/dist/$(if [ "${APP}" = shell ]; then echo index.html; else echo mf-manifest.json; fi)"
COPY docker/nginx docker/nginx
RUN mkdir -p /out \
  && cp "docker/nginx/$(if [ "${APP}" = shell ]; then echo shell; else echo remote; fi).conf.template" /out/default.conf.template

# nginx as an unprivileged user (uid 101) on port 8080.
FROM nginxinc/nginx-unprivileged:1.28-alpine AS runtime
ARG APP
# The image's entrypoint writes /etc/nginx/conf.d/default.conf from the template at every start,
# filling in only these variables (the shell serves them as /remotes.json; remotes ignore them).
# The defaults suit a trial on one machine; set them to the public URLs in production.
ENV NGINX_ENVSUBST_FILTER="^(API_URL|MFE_)" \
  API_URL=http://localhost:8443 \
  MFE_STAFF_URL=http://localhost:4201 \
  MFE_TEACHER_URL=http://localhost:4202 \
  MFE_STUDENT_URL=http://localhost:4203
COPY --from=build /out/default.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
EXPOSE 8080
