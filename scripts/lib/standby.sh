# Sourced by scripts/chaos/failover.sh and scripts/chaos/replica.sh (after scripts/lib/postgres-server.sh):
#   start_primary_and_standby DIR sync|async [recovery_min_apply_delay]
# A primary and a streaming standby (a base backup with -R, streaming as "standby1") on loopback ports in DIR,
# database escrow_failover; sets primary_port and standby_port. `sync`: commits wait for the standby's flush;
# `async` with a delay: the standby applies each transaction that long after it committed (a replica lagging).
start_primary_and_standby() {
  local dir=$1 mode=$2 delay=${3:-0}
  primary_port=$(free_port)
  standby_port=$(free_port)
  local common="-k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
  "${run_as[@]}" "$PGBIN/initdb" -D "$dir/primary" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  echo "host replication postgres 127.0.0.1/32 trust" >>"$dir/primary/pg_hba.conf"
  "${run_as[@]}" "$PGBIN/pg_ctl" -D "$dir/primary" -l "$dir/primary.log" -w \
    -o "-p $primary_port $common -c wal_level=replica -c max_wal_senders=5" start >/dev/null
  "${run_as[@]}" "$PGBIN/createdb" -h 127.0.0.1 -p "$primary_port" -U postgres escrow_failover
  # A fast checkpoint: the default spread one paces a fresh cluster's dirty buffers at 100 ms each (a minute or more).
  "${run_as[@]}" "$PGBIN/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir/standby" -R -X stream --checkpoint=fast >/dev/null
  echo "primary_conninfo = 'host=127.0.0.1 port=$primary_port user=postgres application_name=standby1'" >>"$dir/standby/postgresql.auto.conf"
  if [ "$delay" != 0 ]; then echo "recovery_min_apply_delay = '$delay'" >>"$dir/standby/postgresql.auto.conf"; fi
  # Once promoted it has no standby of its own: it must not wait for one.
  "${run_as[@]}" "$PGBIN/pg_ctl" -D "$dir/standby" -l "$dir/standby.log" -w \
    -o "-p $standby_port $common -c synchronous_standby_names=" start >/dev/null
  if [ "$mode" = sync ]; then
    # Synchronous from here on (set now: until a standby is connected, every commit would wait for it).
    "${run_as[@]}" "$PGBIN/psql" -h 127.0.0.1 -p "$primary_port" -U postgres -qc "alter system set synchronous_standby_names = 'standby1'" -c "select pg_reload_conf()" >/dev/null
    until [ "$("${run_as[@]}" "$PGBIN/psql" -h 127.0.0.1 -p "$primary_port" -U postgres -Atc "select sync_state from pg_stat_replication where application_name = 'standby1'")" = "sync" ]; do sleep 0.1; done
  else
    until [ "$("${run_as[@]}" "$PGBIN/psql" -h 127.0.0.1 -p "$primary_port" -U postgres -Atc "select state from pg_stat_replication where application_name = 'standby1'")" = "streaming" ]; do sleep 0.1; done
  fi
}
