#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine:
#   scripts/steeringlab.sh run [program options]   install what is missing, build, start the program
#   scripts/steeringlab.sh test                    install what is missing, build, run every test; then the
#                                                  same suite again in a Debug build with AddressSanitizer,
#                                                  UndefinedBehaviorSanitizer and LeakSanitizer
#   scripts/steeringlab.sh bench                   build, run the benchmarks (prints figures)
# A second run skips what is already installed and rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
    cmake ninja-build g++ pkg-config lld
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-svg-dev qt6-declarative-dev qt6-translations-l10n libgl-dev libxkbcommon-dev
    fonts-noto-cjk fonts-dejavu-core
    xvfb xauth
    desktop-file-utils appstream libxml2-utils shared-mime-info groff-base dpkg-dev
    libgif-dev libavformat-dev libavcodec-dev libswscale-dev libavutil-dev
)

install_missing() {
    local missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
}

# A warning in the project's own code fails this build (STEER_WERROR, CMakeLists.txt), and so the
# test command and CI; Qt's headers are system headers and do not count. A build directory made
# before the option existed is switched over too.
build() {
    if [ ! -f build/build.ninja ]; then
        cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSTEER_WERROR=ON
    elif ! grep -q '^STEER_WERROR:BOOL=ON$' build/CMakeCache.txt; then
        cmake -S . -B build -DSTEER_WERROR=ON
    fi
    cmake --build build -j "$(nproc)"
}

# The second build of the test command: Debug (Qt's inline assertions on) with the sanitizers.
build_sanitized() {
    if [ ! -f build-asan/build.ninja ]; then
        cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DSTEER_SANITIZE=ON
    fi
    cmake --build build-asan -j "$(nproc)"
}

# Any sanitizer report fails the test that caused it (exit code 1 and the report in its output).
# The suppressions cover leaks inside the system's fontconfig and the platform plugin, not ours.
sanitizer_env() {
    export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1:exitcode=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:exitcode=1"
    export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizer/lsan.supp:print_suppressions=0"
}

cmd="${1:-run}"
[ $# -gt 0 ] && shift
case "$cmd" in
    run)
        install_missing
        build
        if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
            echo "No display found: starting the program on a virtual display (Xvfb)."
            exec xvfb-run -a -s "-screen 0 1920x1080x24" build/app/steeringlab "$@"
        fi
        exec build/app/steeringlab "$@"
        ;;
    test)
        install_missing
        build
        (cd build && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$(nproc)" -LE benchmark)
        echo "Release suite passed; now the same suite under AddressSanitizer, UBSan and LeakSanitizer (Debug)."
        build_sanitized
        sanitizer_env
        (cd build-asan && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$(nproc)" -LE benchmark)
        ;;
    bench)
        install_missing
        build
        cd build
        QT_QPA_PLATFORM=offscreen ctest --output-on-failure -V -L benchmark
        ;;
    *)
        echo "usage: $0 run [program options] | test | bench" >&2
        exit 2
        ;;
esac
