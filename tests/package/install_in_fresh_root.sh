#!/usr/bin/env bash
# The Debian package, end to end (packaging/README.md): builds it with the package preset (portable code, its own
# build folder), checks its contents and lintian's verdict, installs it with apt into a fresh Debian 12 root so its
# Depends are resolved from the archive, and runs attnlab there. Needs root (debootstrap, chroot, mount) and the
# network (the archive). Registered with CTest under the label `package`; ./test.sh leaves it out, .ci/run runs it.
#
#   install_in_fresh_root.sh SOURCE_DIR CACHE_DIR
#
# CACHE_DIR keeps what is slow to fetch between runs: the debootstrap tarball and the archives apt downloaded.
set -euo pipefail
# Searches read here-strings, not pipes: under pipefail, `printf | grep -q` fails at random when grep exits on its
# first match before printf has written everything (SIGPIPE); CI hit it on the lesson listing.

source_dir=$(cd "$1" && pwd)
cache=$2
build="$source_dir/build/package"
root="$build/fresh-root"

step() { printf '== %s\n' "$*"; }
fail() {
  printf 'FAIL: %s\n' "$*" >&2
  exit 1
}

[ "$(id -u)" -eq 0 ] || fail "must run as root (debootstrap, chroot and mount need it)"
for tool in debootstrap lintian dpkg-deb pdfinfo pdffonts pdftotext; do
  command -v "$tool" >/dev/null || fail "$tool is missing: run packaging/install-deps.sh"
done

version=$(sed -n 's/^project(AttentionLab VERSION \([0-9.]*\).*/\1/p' "$source_dir/CMakeLists.txt")
[ -n "$version" ] || fail "no version in $source_dir/CMakeLists.txt"
deb="$build/attention-lab_${version}_amd64.deb"

step "portable build and package (cmake --preset package)"
cd "$source_dir"
rm -f "$deb"
cmake --preset package >/dev/null
cmake --build --preset package
[ -f "$deb" ] || fail "the package target made no $deb"

step "control fields"
control=$(dpkg-deb --field "$deb")
printf '%s\n' "$control"
field() { printf '%s\n' "$control" | sed -n "s/^$1: //p"; }
[ "$(field Package)" = attention-lab ] || fail "Package is '$(field Package)'"
[ "$(field Version)" = "$version" ] || fail "Version is '$(field Version)', the project's is $version"
[ "$(field Section)" = education ] || fail "Section is '$(field Section)'"
depends=$(field Depends)
# libqt6gui6 comes from dpkg-shlibdeps (what the binary links); the others are what it needs and cannot link.
for needed in libqt6gui6 libqt6svg6 fonts-noto-cjk; do
  grep -Eq "(^|, )$needed( |,|$)" <<<"$depends" || fail "Depends lacks $needed: $depends"
done

step "files"
contents=$(dpkg-deb --contents "$deb" | awk '{print $NF}')
expected=(
  ./usr/bin/attnlab
  ./usr/share/applications/org.attnlab.AttentionLab.desktop
  ./usr/share/metainfo/org.attnlab.AttentionLab.metainfo.xml
  ./usr/share/mime/packages/org.attnlab.AttentionLab.xml
  ./usr/share/icons/hicolor/scalable/apps/org.attnlab.AttentionLab.svg
  ./usr/share/doc/attention-lab/copyright
  ./usr/share/doc/attention-lab/changelog.gz
)
for size in 16 22 24 32 48 64 128 256; do
  expected+=("./usr/share/icons/hicolor/${size}x${size}/apps/org.attnlab.AttentionLab.png")
done
for page in attnlab attnlab-variants attnlab-compute attnlab-bench attnlab-render attnlab-lessons; do
  expected+=("./usr/share/man/man1/$page.1.gz")
done
for path in "${expected[@]}"; do
  grep -Fxq "$path" <<<"$contents" || fail "the package does not install $path"
done

step "lintian"
lintian_output=$(lintian --fail-on error "$deb") || fail "lintian reports errors:
$lintian_output"
printf '%s\n' "$lintian_output"
# Every warning that stays is listed, with its reason, in packaging/README.md.
for tag in $(printf '%s\n' "$lintian_output" | sed -n 's/^W: [^:]*: \([^ ]*\).*/\1/p' | sort -u); do
  grep -q "\`$tag\`" "$source_dir/packaging/README.md" || fail "lintian warning $tag is not explained in packaging/README.md"
done

step "a fresh Debian 12 root"
cleanup() {
  if mountpoint -q "$root/proc"; then umount "$root/proc"; fi
}
trap cleanup EXIT
cleanup
rm -rf "$root"
mkdir -p "$cache/apt-archives"
mirror=$(sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n 1)
mirror=${mirror:-http://deb.debian.org/debian}
tarball="$cache/bookworm-minbase.tgz"
if [ ! -f "$tarball" ]; then
  rm -rf "$cache/make-tarball-work"
  debootstrap --variant=minbase --make-tarball="$tarball.part" bookworm "$cache/make-tarball-work" "$mirror"
  mv "$tarball.part" "$tarball"
fi
debootstrap --variant=minbase --unpack-tarball="$tarball" bookworm "$root" "$mirror" >"$build/debootstrap.log" 2>&1 \
  || fail "debootstrap failed: see $build/debootstrap.log"
# The same archive and suites as this machine (main, updates, security).
rm -f "$root/etc/apt/sources.list"
cp /etc/apt/sources.list.d/*.sources "$root/etc/apt/sources.list.d/"
mount -t proc proc "$root/proc"

step "apt install ./$(basename "$deb") in the root"
cp "$deb" "$root/tmp/"
find "$cache/apt-archives" -name '*.deb' -exec cp {} "$root/var/cache/apt/archives/" \;
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }
in_root apt-get -q update
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "/tmp/$(basename "$deb")"
find "$root/var/cache/apt/archives" -maxdepth 1 -name '*.deb' -exec cp -u {} "$cache/apt-archives/" \;

step "attnlab --version"
printed=$(in_root attnlab --version)
[ "$printed" = "attnlab $version" ] || fail "attnlab --version printed '$printed'"

step "attnlab lessons list --lang zh_TW"
listing=$(in_root attnlab lessons list --lang zh_TW)
printf '%s\n' "$listing"
for lesson in "$source_dir"/lessons/*.lesson; do
  id=$(sed -n 's/^lesson: *//p' "$lesson" | head -n 1)
  # The lesson's title in its [zh_TW] block: the list must be the Traditional Chinese course.
  title=$(sed -n '/^\[zh_TW\]/,/^\[/{s/^title: *//p}' "$lesson" | head -n 1)
  grep -Fq "$id" <<<"$listing" || fail "lesson $id is not listed"
  grep -Fq "$title" <<<"$listing" || fail "lesson $id's zh_TW title '$title' is not listed"
done

step "attnlab render ... --out /tmp/fig.pdf"
rm -f "$root/tmp/fig.pdf"
in_root attnlab render --scenario gaussian --n 64 --variant local --panel sheet --out /tmp/fig.pdf
figure="$root/tmp/fig.pdf"
[ -s "$figure" ] || fail "no figure written"
grep -Eq '^Pages: +1$' <<<"$(pdfinfo "$figure")" || fail "the figure is not a one-page PDF"
fonts=$(pdffonts "$figure" | tail -n +3)
[ -n "$fonts" ] || fail "the figure has no fonts (no text)"
if grep -q 'Type 3' <<<"$fonts"; then fail "the figure has Type 3 fonts: $fonts"; fi
if printf '%s\n' "$fonts" | awk '{ if ($(NF-4) != "yes") bad = 1 } END { exit !bad }'; then
  fail "a font of the figure is not embedded: $fonts"
fi
text=$(pdftotext "$figure" -)
for word in local gaussian; do
  grep -qi "$word" <<<"$text" || fail "the figure's caption does not name '$word': $text"
done

step "what the window needs at run time is there"
qt_plugins="$root/usr/lib/x86_64-linux-gnu/qt6/plugins"
for plugin in platforms/libqxcb.so imageformats/libqsvg.so iconengines/libqsvgicon.so; do
  [ -f "$qt_plugins/$plugin" ] || fail "Qt plugin $plugin is not installed in the root"
done
ls "$root"/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc >/dev/null || fail "Noto Sans CJK is not installed"

cleanup
rm -rf "$root"
step "passed"
