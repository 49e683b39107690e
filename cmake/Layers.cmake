# Include paths that match the layers of docs/architecture.md.
#
# Our includes are written from the repository root ("engine/rules/ruling.hpp"), so a target given
# the root as its include path could reach every folder, app/ from the engine included. Instead,
# arbiter_layer_include_dir() makes a folder in the build tree holding symbolic links to the source
# folders one layer may see, and the target gets that folder: arbiter_engine sees engine/ only,
# arbiter_core adds app/core/, the CLI app/cli/ and the trainer app/ui/. An include of a higher layer
# then fails to compile. Finer rules inside one target (content must not include training) are
# checked by tests/core/test_include_layers.cpp, which reads the table in docs/architecture.md.
#
# arbiter_layer_include_dir(<out-var> <layer-name> <folder>...)   folders relative to the source root
function(arbiter_layer_include_dir out_var layer)
  set(dir ${CMAKE_BINARY_DIR}/layers/${layer})
  foreach(folder IN LISTS ARGN)
    get_filename_component(parent ${dir}/${folder} DIRECTORY)
    file(MAKE_DIRECTORY ${parent})
    file(CREATE_LINK ${PROJECT_SOURCE_DIR}/${folder} ${dir}/${folder} SYMBOLIC)
  endforeach()
  set(${out_var} ${dir} PARENT_SCOPE)
endfunction()
