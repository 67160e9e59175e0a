#!/usr/bin/env bash
# Installs every Debian 12 package that building, running and testing Attention Lab needs, skipping those already
# installed. Run as root or with sudo available. Safe to run again.
set -euo pipefail

packages=(
  # build
  build-essential cmake ninja-build pkg-config ccache
  # libraries
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools libqcustomplot-dev libeigen3-dev libgl-dev
  libbenchmark-dev
  # running the window without a screen, and screenshots of it
  xvfb xauth x11-apps imagemagick
  # Chinese glyphs (token labels, lessons in 繁體中文 and 简体中文)
  fonts-noto-cjk fonts-wqy-microhei
  # Qt's own strings (standard buttons, file dialogs) in the interface's languages
  qt6-translations-l10n
  # emoji tokens of typed text (colour glyphs)
  fonts-noto-color-emoji
  # tests: numpy reads the .npy files we write; validators for the desktop entry and AppStream metadata
  python3 python3-numpy desktop-file-utils appstream
  # fuzzing (./test.sh's build/fuzz, docs/testing.md): clang, libFuzzer and the sanitizer runtimes, and the
  # symbolizer that puts file and line into their reports
  clang libclang-rt-14-dev llvm-14
  # tests: the exported PDF's fonts (pdffonts) and a look at figures (pdftoppm); the build: rsvg-convert renders
  # the icon's bitmap sizes (packaging/CMakeLists.txt)
  poppler-utils librsvg2-bin
  # tests: tools/capture_qkv.py captures heads of seeded PyTorch models (tests/tools/test_capture_qkv.py); it is
  # skipped only where PyTorch is missing, so a clean CI machine must have it to run the test for real
  python3-torch
  # the package test (tests/package, label `package`): a fresh Debian root and lintian's verdict on the .deb;
  # man checks the manual pages (tests/app/test_packaging)
  debootstrap lintian man-db
)

missing=()
for package in "${packages[@]}"; do
  if [ "$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null)" != "install ok installed" ]; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "install-deps: installing ${missing[*]}" >&2
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo_cmd=(sudo)
  else
    echo "install-deps: need root (or sudo) to install: ${missing[*]}" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get -o DPkg::Lock::Timeout=300 update -q
"${sudo_cmd[@]}" apt-get -o DPkg::Lock::Timeout=300 install -y -q --no-install-recommends "${missing[@]}"
