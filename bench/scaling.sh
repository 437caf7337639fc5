#!/usr/bin/env bash
# How --jobs and --threads scale on a machine with many cores (issue 28), in one run that fits the
# device machine's 10-minute command (../shared/devbench/README.md says how to carry Node there):
#   1. `solve --jobs N` and `count --jobs N` on a collection (bench/jobs.mjs: wall, CPU, speed-up,
#      CPU per core used), the inputs repeated REPEAT times so that one job has seconds of work;
#   2. the native engine's portfolio `--threads N` on QWH order 40 at 1.2x the peak's holes
#      (bench/qwh.mjs --no-clingo: wall time of the three seeded instances, N from THREADS);
#   3. the portfolio against clasp `-t N` at N = the last of THREADS, orders 40 and 45 at 1.2x.
# Every step has its own `timeout`; each appends its table to OUT/results.md (OUT default
# /tmp/scaling; what a step says on stderr goes to OUT/log.txt), printed at the end.  Build first (`npm run build`).  Here, on 2 cores:
#   JOBS=1,2 THREADS=1,2 REPEAT=1 QWH_TIMEOUT=10 bash bench/scaling.sh
set -u
out=${OUT:-/tmp/scaling}
jobs=${JOBS:-1,2,4,8,16}
threads=${THREADS:-1,2,4,8,16}
repeat=${REPEAT:-8}
qwh_timeout=${QWH_TIMEOUT:-20}
mkdir -p "$out"
inputs=()
for _ in $(seq "$repeat"); do inputs+=(puzzles/sudoku/norvig_top95.txt puzzles/sudoku/gecode_hakank_16x16.txt); done

{
  echo "# The machine"
  echo
  echo "nproc $(nproc); $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'); node $(node --version); $(clingo --version 2>/dev/null | head -1 || echo 'no clingo'); $(date -u +%Y-%m-%dT%H:%MZ)"
} >"$out/results.md"

step() { # name, limit in seconds, command...
  local name=$1 limit=$2
  shift 2
  echo "== $name (at most ${limit} s)" >&2
  {
    echo
    echo "## $name"
    echo
  } >>"$out/results.md"
  timeout "$limit" "$@" >>"$out/results.md" 2>>"$out/log.txt" || echo "(exit $? after at most ${limit} s)" >>"$out/results.md"
}

step jobs-solve 220 node bench/jobs.mjs --command solve --jobs "$jobs" --rounds 2 "${inputs[@]}"
step jobs-count 120 node bench/jobs.mjs --command count --jobs "$jobs" --rounds 1 "${inputs[@]}"
for n in ${threads//,/ }; do
  step "qwh40-threads-$n" $((3 * qwh_timeout + 30)) node bench/qwh.mjs --orders 40 --factors 1.2 --seeds 3 --timeout "$qwh_timeout" --threads "$n" --no-clingo
done
last=${threads##*,}
step "qwh40-45-vs-clasp-$last" $((12 * qwh_timeout + 60)) node bench/qwh.mjs --orders 40,45 --factors 1.2 --seeds 3 --timeout "$qwh_timeout" --threads "$last"

cat "$out/results.md"
