# Writes TESTS_FILE, the CTest tests of one doctest suite binary; run after every build of it by
# arbiter_add_test_suite() (tests/CMakeLists.txt), as doctest_discover_tests would be:
#   - every case is its own test <prefix><case name>, one process each;
#   - the cases of the doctest test suite "slow" likewise, labelled `slow` with a COST, so that
#     `ctest -LE slow` leaves them out and a run without cost data starts them first;
#   - the cases of SHARED_SUITES (comma-separated) are not listed here: arbiter_add_test_suite runs
#     each of those suites as one test, all its cases in one process.
# Variables: TEST_EXECUTABLE, TEST_PREFIX, SHARED_SUITES, TEST_ENVIRONMENT, TEST_WORKING_DIR,
# SLOW_COST, TESTS_FILE.

# One argument of a CMake command, bracket-quoted unless it is plain (as doctestAddTests.cmake does).
function(quoted out value)
  if(value MATCHES "[^-./:a-zA-Z0-9_=]")
    set(${out} "[==[${value}]==]" PARENT_SCOPE)
  else()
    set(${out} "${value}" PARENT_SCOPE)
  endif()
endfunction()

# The case names the binary lists with `filters`.
function(list_cases out)
  execute_process(COMMAND "${TEST_EXECUTABLE}" ${ARGN} --list-test-cases --no-version
                  OUTPUT_VARIABLE listing RESULT_VARIABLE status WORKING_DIRECTORY "${TEST_WORKING_DIR}")
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${TEST_EXECUTABLE} --list-test-cases failed (${status}):\n${listing}")
  endif()
  string(REPLACE "\n" ";" lines "${listing}")
  set(names "")
  foreach(line IN LISTS lines)
    if(line STREQUAL "" OR line MATCHES "^=+$" OR line MATCHES "^\\[doctest\\] ")
      continue()
    endif()
    list(APPEND names "${line}")
  endforeach()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

set(script "")
# Adds one test running one case; `extra` holds further set_tests_properties arguments.
function(add_case name)
  quoted(test_name "${TEST_PREFIX}${name}")
  # doctest's filters split at commas: escape them, as doctest_discover_tests does.
  string(REPLACE "," "\\," filter "${name}")
  quoted(filter_arg "--test-case=${filter}")
  quoted(exe "${TEST_EXECUTABLE}")
  quoted(env "${TEST_ENVIRONMENT}")
  quoted(dir "${TEST_WORKING_DIR}")
  set(script "${script}add_test(${test_name} ${exe} ${filter_arg})\nset_tests_properties(${test_name} PROPERTIES WORKING_DIRECTORY ${dir} ENVIRONMENT ${env} ${ARGN})\n" PARENT_SCOPE)
endfunction()

set(excluded "slow")
if(SHARED_SUITES)
  set(excluded "slow,${SHARED_SUITES}")
endif()
list_cases(cases "--test-suite-exclude=${excluded}")
foreach(name IN LISTS cases)
  add_case("${name}")
endforeach()
list_cases(slow_cases "--test-suite=slow")
foreach(name IN LISTS slow_cases)
  add_case("${name}" LABELS slow COST ${SLOW_COST})
endforeach()
file(WRITE "${TESTS_FILE}" "${script}")
