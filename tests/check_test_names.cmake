# Fails when a doctest case name holds a ';'. CMake splits such a name into two list items, so a
# case registered as its own CTest test (doctest_discover_tests then, tests/discover_cases.cmake
# for the "slow" cases now) becomes two entries whose filters match no case at all, and a failing
# case then "passes" unseen (this happened). Run as:
#   cmake -DTEST_EXECUTABLE=<suite> -P check_test_names.cmake
execute_process(COMMAND "${TEST_EXECUTABLE}" --list-test-cases --no-version
                OUTPUT_VARIABLE listing RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${TEST_EXECUTABLE} --list-test-cases failed (${status})")
endif()
string(FIND "${listing}" ";" at)
if(NOT at EQUAL -1)
  string(REPLACE ";" "<SEMICOLON>" shown "${listing}")
  message(FATAL_ERROR "a test case name contains ';' (CTest would split it and skip it):\n${shown}")
endif()
