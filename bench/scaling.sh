#!/usr/bin/env bash
# How --jobs and --threads scale on a machine with many cores (issue 28), in one run that fits the
# device machine's 10-minute command (how to carry Node there: the project's devbench notes, and
# docs/performance.md "On 16 cores"):
#   1. `solve --jobs N` and `count --jobs N` on a collection (bench/jobs.mjs: wall, CPU, speed-up,
#      CPU per core used), the inputs repeated REPEAT times so that one job has seconds of work;
#   2. the native engine's portfolio `--threads N` on QWH order 40 at 1.2x the peak's holes
#      (bench/qwh.mjs --no-clingo: wall time of the three seeded instances, N from THREADS);
#   3. the portfolio against clasp `-t N` for each N of CLASP_THREADS (default: the last of
#      THREADS) on the orders CLASP_ORDERS (default 40,45), at 1.2x.
# Each step has its own limit, cut to what is left of BUDGET seconds (default 540) so that the whole
# run ends in time; a step with less than 20 s left is skipped. Each appends its table to
# OUT/results.md (OUT default /tmp/scaling; what the steps say on stderr goes to OUT/log.txt), and
# the report is printed at the end. Build first (`npm run build`). Here, on 2 cores:
#   JOBS=1,2 THREADS=1,2 REPEAT=1 QWH_TIMEOUT=10 bash bench/scaling.sh
# The 2026-11-28 run used the defaults; its second run of clasp -t 2,4,8 was
#   CLASP_THREADS=2,4,8 CLASP_ORDERS=40 (each step cut at 80 s).
set -u
cd "$(dirname "$0")/.." || exit 2
out=${OUT:-/tmp/scaling}
jobs=${JOBS:-1,2,4,8,16}
threads=${THREADS:-1,2,4,8,16}
clasp_threads=${CLASP_THREADS:-${threads##*,}}
clasp_orders=${CLASP_ORDERS:-40,45}
repeat=${REPEAT:-8}
qwh_timeout=${QWH_TIMEOUT:-20}
budget=${BUDGET:-540}
mkdir -p "$out"
: >"$out/log.txt"
inputs=()
for _ in $(seq "$repeat"); do inputs+=(puzzles/sudoku/norvig_top95.txt puzzles/sudoku/gecode_hakank_16x16.txt); done

if command -v clingo >/dev/null; then clingo=$(clingo --version | head -1); else clingo="no clingo"; fi
{
  echo "# The machine"
  echo
  echo "nproc $(nproc); node $(node --version); $clingo; $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  lscpu 2>/dev/null | grep -E '^(Model name|CPU family|Model|Thread\(s\) per core|Core\(s\) per socket|Hypervisor vendor):' | sed 's/^/    /'
} >"$out/results.md"

step() { # name, limit in seconds, command...
  local name=$1 limit=$2
  shift 2
  local left=$((budget - SECONDS))
  ((limit > left)) && limit=$left
  {
    echo
    echo "## $name"
    echo
  } >>"$out/results.md"
  if ((limit < 20)); then
    echo "(skipped: ${left} s of the ${budget} s budget left)" >>"$out/results.md"
    return
  fi
  echo "== $name (at most ${limit} s)" >&2
  timeout "$limit" "$@" >>"$out/results.md" 2>>"$out/log.txt" || echo "(exit $? within at most ${limit} s)" >>"$out/results.md"
}

step jobs-solve 220 node bench/jobs.mjs --command solve --jobs "$jobs" --rounds 2 "${inputs[@]}"
step jobs-count 120 node bench/jobs.mjs --command count --jobs "$jobs" --rounds 1 "${inputs[@]}"
for n in ${threads//,/ }; do
  step "qwh40-threads-$n" $((3 * qwh_timeout + 30)) node bench/qwh.mjs --orders 40 --factors 1.2 --seeds 3 --timeout "$qwh_timeout" --threads "$n" --no-clingo
done
orders=$(($(tr -cd , <<<"$clasp_orders" | wc -c) + 1))
for n in ${clasp_threads//,/ }; do
  step "qwh-vs-clasp-$n" $((6 * orders * qwh_timeout + 60)) node bench/qwh.mjs --orders "$clasp_orders" --factors 1.2 --seeds 3 --timeout "$qwh_timeout" --threads "$n"
done

cat "$out/results.md"
