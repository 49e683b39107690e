# Warning and sanitizer flags shared by every target of ours (not by system libraries).
add_library(arbiter_build_flags INTERFACE)
# -Werror=switch in every build: the switches over event kinds name every kind and have no
# `default:`, so a new kind does not compile until each of them places it (docs/architecture.md).
target_compile_options(arbiter_build_flags INTERFACE -Wall -Wextra -Wpedantic -Wshadow -Werror=switch)
if(ARBITER_WERROR)
  target_compile_options(arbiter_build_flags INTERFACE -Werror)
endif()
if(ARBITER_SANITIZE)
  target_compile_options(arbiter_build_flags INTERFACE -fsanitize=address,undefined -fno-omit-frame-pointer
    -fno-sanitize-recover=undefined
    # GCC 12 at -O1 with ASan reports "may be used uninitialized" inside libstdc++'s std::regex and
    # std::function (a known false positive of its sanitizer instrumentation, GCC bug 105616): shown,
    # not fatal, in the sanitized build only; the release build keeps it an error.
    $<$<CXX_COMPILER_ID:GNU>:-Wno-error=maybe-uninitialized>)
  # Linked as a fixed-address executable: instrumented, a program carries about a million
  # relative relocations (ASan's descriptor of every global and string literal holds pointers), and
  # a position-independent executable has the dynamic loader apply them at every start — about a
  # third of each short test process's time (the CLI tests start hundreds). The release build
  # stays position independent.
  target_link_options(arbiter_build_flags INTERFACE -fsanitize=address,undefined -no-pie)
endif()
