#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine:
#   scripts/steeringlab.sh run [program options]   install what is missing, build, start the program
#   scripts/steeringlab.sh test                    install what is missing, build, run every test
#   scripts/steeringlab.sh bench                   build, run the benchmarks (prints figures)
# A second run skips what is already installed and rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-svg-dev qt6-translations-l10n libgl-dev libxkbcommon-dev
    fonts-noto-cjk fonts-dejavu-core
    xvfb xauth
    desktop-file-utils appstream libxml2-utils shared-mime-info groff-base dpkg-dev
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

build() {
    if [ ! -f build/build.ninja ]; then
        cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
    fi
    cmake --build build -j "$(nproc)"
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
        cd build
        QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$(nproc)" -LE benchmark
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
