# CPack reads this file before it packages anything (CPACK_PROJECT_CONFIG_FILE in packaging/CMakeLists.txt).
# A build without ATTNLAB_PORTABLE is compiled with -march=native and may not start on the machine it is installed
# on, so it must never become a package.
if(NOT CPACK_ATTNLAB_PORTABLE)
  message(FATAL_ERROR "This build folder was configured without -DATTNLAB_PORTABLE=ON: its code is compiled for "
                      "this machine's processor (-march=native) and must not be packaged. Configure a folder with "
                      "the package preset (cmake --preset package) and run its package target.")
endif()
