#!/bin/sh
# Every build's compiler launcher (CMakeLists.txt): runs the command it is given (ccache and the compiler) after
# removing a precompiled header that command is about to write. GCC building cmake_pch.hxx.gch from a unit that
# includes cmake_pch.hxx reads the old .gch beside it, so ccache would key the new header by the old one's bytes:
# a fresh clone (CI's), which has no old one, would then miss it and every object compiled with it.
previous=
for argument in "$@"; do
  if [ "$previous" = -o ]; then
    case "$argument" in *.gch) rm -f "$argument" ;; esac
  fi
  previous=$argument
done
exec "$@"
