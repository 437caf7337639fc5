#!/usr/bin/env bash
# How --jobs and --threads scale on a machine with many cores (issue 28), in one report:
#   1. `solve --jobs N` and `count --jobs N` on a collection (bench/jobs.mjs: wall, CPU, speed-up,
#      CPU per core used), the inputs repeated REPEAT times so that one job has seconds of work;
#   2. the native engine's portfolio `--threads N` on QWH order 40 at 1.2x the peak's holes
#      (1.2 x 1.55 x n^1.55 holes: bench/qwh.mjs --no-clingo, wall time of the three seeded
#      instances, N from THREADS);
#   3. the portfolio against clasp `-t N` for each N of CLASP_THREADS (default: the last of
#      THREADS) on the orders CLASP_ORDERS (default 40,45), at 1.2x: needs `clingo` on the PATH.
#
# Run it on your own machine: Node 20 or later, `npm ci && npm run build` in the repository, and
# clingo 5.4 or later on the PATH for step 3 (without it, step 3 runs the native engine alone).
# Then `bash bench/scaling.sh` (bash, not sh), from any folder. The defaults fit 16 cores in
# about 8 minutes. Each step has its own limit, cut to what is left of BUDGET seconds (default 540,
# so that the whole run fits a 10-minute slot on a borrowed machine; raise it on your own); a step
# with less than 20 s left is skipped. The report, OUT/results.md (OUT default /tmp/scaling), has
# the machine (nproc, lscpu, the load average before the run), the settings, and each step's table
# followed by its per-round or per-instance lines; OUT/log.txt has everything the steps said on
# standard error. The exit code is 1 when a step failed or was skipped, 2 for a bad setting.
# Here, on 2 cores: JOBS=1,2 THREADS=1,2 REPEAT=1 QWH_TIMEOUT=10 bash bench/scaling.sh
# The 2026-11-28 run (docs/performance.md, "On 16 cores") used the defaults; its second run was
#   CLASP_THREADS=2,4,8 CLASP_ORDERS=40 (each step cut at 80 s then).
set -u
out=$(realpath -m "${OUT:-/tmp/scaling}")
cd "$(dirname "$0")/.." || exit 2
jobs=${JOBS:-1,2,4,8,16}
threads=${THREADS:-1,2,4,8,16}
clasp_threads=${CLASP_THREADS:-${threads##*,}}
clasp_orders=${CLASP_ORDERS:-40,45}
repeat=${REPEAT:-8}
qwh_timeout=${QWH_TIMEOUT:-20}
budget=${BUDGET:-540}

bad() {
  echo "bench/scaling.sh: $1" >&2
  exit 2
}
list='^[1-9][0-9]*(,[1-9][0-9]*)*$'
[[ $jobs =~ $list ]] || bad "JOBS=$jobs: expected counts of jobs such as 1,2,4,8,16"
[[ $threads =~ $list ]] || bad "THREADS=$threads: expected counts of threads such as 1,2,4,8,16"
[[ $clasp_threads =~ $list ]] || bad "CLASP_THREADS=$clasp_threads: expected counts of threads such as 16"
[[ $clasp_orders =~ $list ]] || bad "CLASP_ORDERS=$clasp_orders: expected orders such as 40,45"
[[ $repeat =~ ^[1-9][0-9]*$ ]] || bad "REPEAT=$repeat: expected a whole number of at least 1"
[[ $qwh_timeout =~ ^[1-9][0-9]*$ ]] || bad "QWH_TIMEOUT=$qwh_timeout: expected whole seconds, at least 1"
[[ $budget =~ ^[1-9][0-9]*$ ]] || bad "BUDGET=$budget: expected whole seconds"
[[ -f dist/cli.js ]] || bad "no dist/cli.js: build first (npm run build)"

mkdir -p "$out" || exit 2
: >"$out/log.txt"
inputs=()
for _ in $(seq "$repeat"); do inputs+=(puzzles/sudoku/norvig_top95.txt puzzles/sudoku/gecode_hakank_16x16.txt); done

if command -v clingo >/dev/null; then clingo=$(clingo --version | head -1); else clingo="no clingo on the PATH: step 3 runs the native engine alone"; fi
{
  echo "# The machine"
  echo
  echo "nproc $(nproc); node $(node --version); $clingo; $(date -u +%Y-%m-%dT%H:%MZ); load average before the run: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
  echo
  lscpu 2>/dev/null | grep -E '^(Model name|CPU family|Model|Thread\(s\) per core|Core\(s\) per socket|Hypervisor vendor):' | sed 's/^/    /'
  echo
  echo "Settings: JOBS=$jobs THREADS=$threads CLASP_THREADS=$clasp_threads CLASP_ORDERS=$clasp_orders REPEAT=$repeat QWH_TIMEOUT=$qwh_timeout BUDGET=$budget"
} >"$out/results.md"

troubles=0
step() { # name, what it measures, limit in seconds, command...
  local name=$1 about=$2 limit=$3
  shift 3
  local left=$((budget - SECONDS))
  ((limit > left)) && limit=$left
  {
    echo
    echo "## $name: $about"
    echo
  } >>"$out/results.md"
  if ((limit < 20)); then
    echo "(skipped: ${left} s of the ${budget} s budget left)" >>"$out/results.md"
    echo "bench/scaling.sh: $name skipped: ${left} s of BUDGET=$budget left" >&2
    troubles=1
    return
  fi
  echo "== $name (at most ${limit} s)" >&2
  local said
  said=$(mktemp)
  timeout "$limit" "$@" >>"$out/results.md" 2>"$said"
  local rc=$?
  cat "$said" >>"$out/log.txt"
  if ((rc != 0)); then
    troubles=1
    if ((rc == 124)); then why="stopped at its limit of ${limit} s"; else why="failed (exit $rc)"; fi
    echo "(this step $why; what it said last is below)" >>"$out/results.md"
    echo "bench/scaling.sh: $name $why: $(tail -1 "$said")" >&2
  fi
  # The rounds or instances one by one, as the step said them.
  {
    echo
    tail -40 "$said" | sed 's/^/    /'
  } >>"$out/results.md"
  rm -f "$said"
}

step jobs-solve "strimko solve --jobs N on top95 and the Gecode 16x16, given $repeat times" 220 \
  node bench/jobs.mjs --command solve --jobs "$jobs" --rounds 2 "${inputs[@]}"
step jobs-count "strimko count --jobs N on the same" 120 \
  node bench/jobs.mjs --command count --jobs "$jobs" --rounds 1 "${inputs[@]}"
for n in ${threads//,/ }; do
  step "qwh40-threads-$n" "the native portfolio, --threads $n, on QWH order 40 at 1.2x (seeds 1-3)" $((3 * qwh_timeout + 30)) \
    node bench/qwh.mjs --orders 40 --factors 1.2 --seeds 3 --timeout "$qwh_timeout" --threads "$n" --no-clingo
done
orders=$(($(tr -cd , <<<"$clasp_orders" | wc -c) + 1))
for n in ${clasp_threads//,/ }; do
  step "qwh-vs-clasp-$n" "the native portfolio, --threads $n, against clingo -t $n on QWH orders $clasp_orders at 1.2x" $((6 * orders * qwh_timeout + 60)) \
    node bench/qwh.mjs --orders "$clasp_orders" --factors 1.2 --seeds 3 --timeout "$qwh_timeout" --threads "$n"
done

cat "$out/results.md"
exit "$troubles"
