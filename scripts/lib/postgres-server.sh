# Sourced by scripts/with-postgres.sh and scripts/chaos/failover.sh: PostgreSQL 15's server binaries in $PGBIN
# (Debian's postgresql-15 installed when missing), the user clusters run as ($pg_user; Postgres refuses root, so
# `postgres` when we are root, with "${run_as[@]}" in front of its commands), and free_port.
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PGBIN/postgres" ]; then
  echo "$(basename "$0"): installing Debian's postgresql-15" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql-15 >/dev/null
fi

run_as=()
pg_user=$(id -un)
if [ "$(id -u)" = "0" ]; then
  pg_user=postgres
  id "$pg_user" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$pg_user"
  run_as=(runuser -u "$pg_user" --)
fi

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
