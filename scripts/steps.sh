# Sourced by scripts/test.sh and .ci/run: runs named steps, one after another or side by side, and
# prints the time of each at the end of the run, also when a step fails.
# shellcheck shell=bash

steps=()
steps_started=$SECONDS

steps_report() {
  echo ""
  echo "Step times (total $((SECONDS - steps_started)) s):"
  for line in "${steps[@]}"; do echo "  $line"; done
}
trap steps_report EXIT

steps_record() { steps+=("$(printf '%-64s %5d s' "$1" "$2")"); }

# step NAME COMMAND...: runs one step and records how long it took.
step() {
  local name=$1 from=$SECONDS
  shift
  echo ""
  echo "== $name"
  "$@"
  steps_record "$name" $((SECONDS - from))
}

# side_by_side NAME 'COMMAND' [NAME 'COMMAND']...: runs each command (a shell line, e.g. two npm
# scripts joined by &&) at the same time, each writing to a log of its own; prints the logs when
# all have ended, a failed one last, and fails when any failed. Only for steps that leave each
# other's ports and files alone, and that wait on something other than the processor often
# enough that two of them fit on two cores.
side_by_side() {
  local dir names=() pids=() from=$SECONDS failed=()
  dir=$(mktemp -d)
  while [ $# -ge 2 ]; do
    local index=${#names[@]}
    names+=("$1")
    (
      start=$SECONDS code=0
      bash -c "$2" >"$dir/$index.log" 2>&1 || code=$?
      echo "$((SECONDS - start))" >"$dir/$index.time"
      exit $code
    ) &
    pids+=($!)
    shift 2
  done
  echo ""
  local IFS='|'
  echo "== side by side: ${names[*]}"
  unset IFS
  local index
  for index in "${!pids[@]}"; do wait "${pids[$index]}" || failed+=("$index"); done
  for index in "${!names[@]}"; do
    [[ " ${failed[*]} " == *" $index "* ]] && continue
    echo "-- ${names[$index]}"
    cat "$dir/$index.log"
  done
  for index in "${failed[@]}"; do
    echo "-- ${names[$index]} (failed)"
    cat "$dir/$index.log"
  done
  for index in "${!names[@]}"; do steps_record "${names[$index]} (side by side)" "$(cat "$dir/$index.time")"; done
  steps_record "  side by side, together" $((SECONDS - from))
  rm -rf "$dir"
  [ ${#failed[@]} -eq 0 ]
}
