// Golden messages: every broken file under tests/data/bad/scenarios/ must give exactly the messages
// in its .expected file — the file, line and column, and what is wrong.
#include "tests/support/golden_validation.hpp"

TEST_CASE("bad scenario files give exactly the expected messages") {
    arbiter::test::check_golden_validation_messages("scenarios", 10);
}
