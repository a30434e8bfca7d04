FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
COPY admin/package.json admin/
RUN npm ci
COPY . .
RUN npm run build

FROM node:22-bookworm-slim
# ffmpeg (Debian's package) normalises admin audio uploads into Ogg and MP3 twins; without it they are stored as uploaded
RUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
EXPOSE 4000
CMD ["node", "server/dist/server/src/main.js"]
