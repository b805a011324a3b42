# syntax=docker/dockerfile:1
# Static hosting of one front end, chosen by APP: the shell (the host: history-mode routes fall back to
# index.html) or a remote (mfe-staff, mfe-teacher, mfe-student) that the shell loads from another
# origin. Build from the repository root:
#   docker build -f docker/web.Dockerfile --build-arg APP=mfe-staff -t school/mfe-staff .
ARG APP=shell

# Every workspace's package.json and nothing else: `npm ci` checks the lock file against all of
# them. COPY --from compares content, so the install below stays cached until one of them changes.
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

FROM node:20-bookworm-slim AS build
ENV PUPPETEER_SKIP_DOWNLOAD=1 NPM_CONFIG_AUDIT=false NPM_CONFIG_FUND=false NPM_CONFIG_UPDATE_NOTIFIER=false \
  NX_DAEMON=false NX_NO_CLOUD=true
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=manifests /app ./
RUN npm ci
COPY nx.json tsconfig.base.json ./
COPY libs libs
# the build factory every front end's rspack.config.mjs imports
COPY tools/federation tools/federation
ARG APP
COPY ${APP} ${APP}
# Every federated app is built by its production target: one in development mode breaks React in the
# others. The shell must yield index.html, a remote mf-manifest.json. A checkout's dist/ folders
# would make the libraries' tsc builds look up to date.
RUN find libs "${APP}" -name dist -prune -exec rm -rf {} + \
  && npx nx run ${APP}:build \
  && test -f "${APP}/dist/$(if [ "${APP}" = shell ]; then echo index.html; else echo mf-manifest.json; fi)"
COPY docker/nginx docker/nginx
RUN mkdir -p /out \
  && cp "docker/nginx/$(if [ "${APP}" = shell ]; then echo shell; else echo remote; fi).conf.template" /out/default.conf.template

# brotli_static (serves the build's .br copies) is ngx_brotli's module: nginx.org builds none, so it is
# compiled here against the runtime image's own nginx version (--with-compat, as nginx documents for
# third-party dynamic modules). Only the static module: it serves files and links no brotli library.
FROM nginxinc/nginx-unprivileged:1.28-alpine AS brotli
USER root
ARG NGX_BROTLI_COMMIT=a71f9312c2deb28875acc7bacfdd5695a111aa53
RUN apk add --no-cache build-base curl linux-headers pcre2-dev zlib-dev \
  && mkdir -p /tmp/ngx_brotli /tmp/nginx \
  && curl -fsSL "https://github.com/google/ngx_brotli/archive/${NGX_BROTLI_COMMIT}.tar.gz" | tar -xz -C /tmp/ngx_brotli --strip-components=1 \
  && curl -fsSL "https://nginx.org/download/nginx-$NGINX_VERSION.tar.gz" | tar -xz -C /tmp/nginx --strip-components=1 \
  && cd /tmp/nginx \
  && ./configure --with-compat --add-dynamic-module=/tmp/ngx_brotli/static \
  && make modules \
  && cp objs/ngx_http_brotli_static_module.so /tmp/

# nginx as an unprivileged user (uid 101) on port 8080.
FROM nginxinc/nginx-unprivileged:1.28-alpine AS runtime
ARG APP
# The image's entrypoint writes /etc/nginx/conf.d/default.conf from the template at every start,
# filling in only these variables (the shell serves them as /remotes.json; remotes ignore them).
# The defaults suit a trial on one machine; set them to the public URLs in production.
ENV NGINX_ENVSUBST_FILTER="^(API_URL|API_WS_URL|MFE_)" \
  API_URL=http://localhost:8443 \
  API_WS_URL=ws://localhost:8443 \
  MFE_STAFF_URL=http://localhost:4201 \
  MFE_TEACHER_URL=http://localhost:4202 \
  MFE_STUDENT_URL=http://localhost:4203
COPY --from=brotli /tmp/ngx_http_brotli_static_module.so /usr/lib/nginx/modules/
COPY --from=build /out/default.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
# The module loads before the http block. The template is filled in once with the defaults and
# tested, so a module nginx refuses or a mistake in the template fails the build, not the start.
USER root
RUN sed -i '1i load_module modules/ngx_http_brotli_static_module.so;' /etc/nginx/nginx.conf
USER 101
RUN /docker-entrypoint.d/20-envsubst-on-templates.sh && nginx -t
EXPOSE 8080
