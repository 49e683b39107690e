// Golden messages: every broken file under tests/data/bad/questions/ must give exactly the
// messages in its .expected file (one "file:line:column: message" per line).
#include "tests/support/golden_validation.hpp"

TEST_CASE("bad question files give exactly the expected messages") {
    arbiter::test::check_golden_validation_messages("questions", 8);
}
