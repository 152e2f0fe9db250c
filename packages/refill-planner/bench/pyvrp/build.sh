#!/usr/bin/env bash
# Builds PyVRP v0.12.2 (the last release with the hybrid genetic search; C++20 + pybind11 + meson) from
# source with Debian 12 packages only, outside the repository, for bench/pyvrp/solve.py.
#
#   packages/refill-planner/bench/pyvrp/build.sh            # builds into /work/pyvrp
#   PYVRP_DIR=/somewhere packages/refill-planner/bench/pyvrp/build.sh
#
# Sources: PyVRP/PyVRP at tag v0.12.2, its build-time docstring extractor N-Wouda/docblock (v0.1.8) and
# its run-time instance reader PyVRP/VRPLIB (v2.1.0; only imported, never used here). They are taken
# from a local bare git mirror when one exists (MIRROR_ROOT/<owner>+<name>/repo), else cloned from GitHub.
# Afterwards: PYTHONPATH="$PYVRP_DIR/src:$PYVRP_DIR/deps" python3 -c 'import pyvrp'
set -euo pipefail

PYVRP_DIR=${PYVRP_DIR:-/work/pyvrp}
MIRROR_ROOT=${MIRROR_ROOT:-/work/.mirror}
PYVRP_TAG=v0.12.2
DOCBLOCK_TAG=v0.1.8
VRPLIB_TAG=v2.1.0

if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
$SUDO apt-get install -y --no-install-recommends \
  g++ python3-dev python3-numpy python3-pyparsing python3-tqdm meson ninja-build pybind11-dev python3-pybind11

# source <owner/name> <tag> <destination>
source_tree() {
  local mirror="$MIRROR_ROOT/${1/\//+}/repo"
  rm -rf "$3" && mkdir -p "$3"
  if [ -d "$mirror" ]; then
    git --git-dir="$mirror" archive "$2" | tar -x -C "$3"
  else
    git clone --quiet --depth 1 --branch "$2" "https://github.com/$1.git" "$3"
  fi
}

source_tree PyVRP/PyVRP "$PYVRP_TAG" "$PYVRP_DIR/src"
source_tree N-Wouda/docblock "$DOCBLOCK_TAG" "$PYVRP_DIR/docblock"
source_tree PyVRP/VRPLIB "$VRPLIB_TAG" "$PYVRP_DIR/vrplib"
rm -rf "$PYVRP_DIR/deps" && mkdir -p "$PYVRP_DIR/deps"
cp -r "$PYVRP_DIR/docblock/docblock" "$PYVRP_DIR/vrplib/vrplib" "$PYVRP_DIR/deps/"

cd "$PYVRP_DIR/src"
# As PyVRP's own buildtools/build_extensions.py does for a release build (-O3, LTO, NDEBUG), except
# -Dwerror=false: GCC 12 warns where PyVRP's CI compilers do not.
PYTHONPATH="$PYVRP_DIR/deps" meson setup build --buildtype release -Dwerror=false -Dstrip=true \
  -Db_coverage=false "-Dpython.platlibdir=$PYVRP_DIR/src"
PYTHONPATH="$PYVRP_DIR/deps" meson compile -C build
meson install -C build
PYTHONPATH="$PYVRP_DIR/src:$PYVRP_DIR/deps" python3 -c 'import pyvrp; print("pyvrp", pyvrp.__file__, "built")'
