# Warning and sanitizer flags shared by every target of ours (not by system libraries).
add_library(arbiter_build_flags INTERFACE)
target_compile_options(arbiter_build_flags INTERFACE -Wall -Wextra -Wpedantic -Wshadow)
if(ARBITER_WERROR)
  target_compile_options(arbiter_build_flags INTERFACE -Werror)
endif()
if(ARBITER_SANITIZE)
  target_compile_options(arbiter_build_flags INTERFACE -fsanitize=address,undefined -fno-omit-frame-pointer
    -fno-sanitize-recover=undefined)
  target_link_options(arbiter_build_flags INTERFACE -fsanitize=address,undefined)
endif()
