#!/bin/sh
# Keeps 7 daily, 4 weekly and 6 monthly backups in a folder of dated backups and removes the others
# (docs/deploy.md, "Backups"); run by vitrine-backup.service after each backup that succeeded.
#
#   sh deploy/backup-prune.sh /var/backups/vitrine            # removes
#   sh deploy/backup-prune.sh /var/backups/vitrine --dry-run  # only says what it would remove
#
# A backup is a folder named YYYY-MM-DD holding a manifest.json. Kept: the newest backup of each of
# the last 7 days, of each of the last 4 weeks (ISO weeks) and of each of the last 6 months that
# have one. Anything else in the folder (a backup without its manifest, another file) is left alone.
set -eu

dir=${1:?usage: backup-prune.sh DIR [--dry-run]}
dry=${2:-}
cd "$dir"

# The backups, newest first.
backups=$(for name in [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]; do
  if [ -d "$name" ] && [ -f "$name/manifest.json" ] && date -d "$name" +%F >/dev/null 2>&1; then
    echo "$name"
  fi
done | sort -r)

# keep PERIOD_FORMAT COUNT: the newest backup of each of the COUNT newest periods.
keep() {
  seen=''
  count=0
  for name in $backups; do
    period=$(date -d "$name" "+$1")
    case " $seen " in *" $period "*) continue ;; esac
    [ "$count" -lt "$2" ] || break
    seen="$seen $period"
    count=$((count + 1))
    echo "$name"
  done
}

kept=$( { keep %F 7; keep %G-%V 4; keep %Y-%m 6; } | sort -u)

for name in $backups; do
  if printf '%s\n' "$kept" | grep -qx -- "$name"; then continue; fi
  if [ "$dry" = --dry-run ]; then
    echo "would remove $dir/$name"
  else
    rm -rf -- "./$name"
    echo "removed $dir/$name"
  fi
done
