// nginx in front of the API for the scale-out figures: a site per set of instances, round robin,
// HTTP/1.1 keep-alive to the instances (as docker/nginx does for the site's /api/).

/**
 * @param {string} dir  nginx's prefix: its pid, logs and temporary files
 * @param {{ port: number, upstreams: number[] }[]} sites  one listening port per set of API ports
 * @returns {string} the whole nginx.conf
 */
export function nginxConfig(dir, sites) {
  const upstreams = sites.map(
    (site, index) => `  upstream api${index} {
${site.upstreams.map((port) => `    server 127.0.0.1:${port};`).join('\n')}
    keepalive 128;
  }`,
  );
  const servers = sites.map(
    (site, index) => `  server {
    listen 127.0.0.1:${site.port};
    location / {
      proxy_pass http://api${index};
      proxy_http_version 1.1;
      proxy_set_header Connection '';
      # The Host as sent, port and all, as docker/nginx/host.conf.template passes it.
      proxy_set_header Host $http_host;
      # Each bench request carries a shopper's address of its own; the API trusts one hop.
      proxy_set_header X-Forwarded-For $http_x_forwarded_for;
    }
  }`,
  );
  return `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${upstreams.join('\n')}
${servers.join('\n')}
}
`;
}
