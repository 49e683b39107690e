# Writes TESTS_FILE: one CTest test <TEST_PREFIX><case> for each case of the doctest suite "slow" in
# TEST_EXECUTABLE, labelled `slow` with COST SLOW_COST (the other cases run in one process each per
# binary and per shared suite: arbiter_add_test_suite in tests/CMakeLists.txt). Run after every
# build of the binary, as doctest_discover_tests would be, whose add_test lines this copies.
# Variables: TEST_EXECUTABLE, TEST_PREFIX, TEST_ENVIRONMENT, TEST_WORKING_DIR, SLOW_COST, TESTS_FILE,
# TEST_LABELS (optional: more labels, comma-separated).

# One argument of a CMake command, bracket-quoted unless it is plain.
function(quoted out value)
  if(value MATCHES "[^-./:a-zA-Z0-9_=]")
    set(${out} "[==[${value}]==]" PARENT_SCOPE)
  else()
    set(${out} "${value}" PARENT_SCOPE)
  endif()
endfunction()

execute_process(COMMAND "${TEST_EXECUTABLE}" --test-suite=slow --list-test-cases --no-version
                OUTPUT_VARIABLE listing RESULT_VARIABLE status WORKING_DIRECTORY "${TEST_WORKING_DIR}")
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${TEST_EXECUTABLE} --list-test-cases failed (${status}):\n${listing}")
endif()
# (A ';' in a name would split it here: each binary's case_names_are_ctest_safe test forbids it.)
string(REPLACE "\n" ";" lines "${listing}")
set(script "")
quoted(exe "${TEST_EXECUTABLE}")
quoted(env "${TEST_ENVIRONMENT}")
quoted(dir "${TEST_WORKING_DIR}")
set(labels slow)
if(TEST_LABELS)
  string(REPLACE "," ";" extra_labels "${TEST_LABELS}")
  quoted(labels "slow;${extra_labels}")
endif()
foreach(line IN LISTS lines)
  if(line STREQUAL "" OR line MATCHES "^=+$" OR line MATCHES "^\\[doctest\\] ")
    continue()
  endif()
  quoted(test_name "${TEST_PREFIX}${line}")
  # doctest's filters split at commas: escape them, as doctest_discover_tests does.
  string(REPLACE "," "\\," filter "${line}")
  quoted(filter_arg "--test-case=${filter}")
  string(APPEND script "add_test(${test_name} ${exe} ${filter_arg})\n"
    "set_tests_properties(${test_name} PROPERTIES WORKING_DIRECTORY ${dir} ENVIRONMENT ${env} LABELS ${labels} COST ${SLOW_COST})\n")
endforeach()
file(WRITE "${TESTS_FILE}" "${script}")
