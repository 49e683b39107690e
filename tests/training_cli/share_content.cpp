// Every command this test binary runs in-process over the repository's own content uses one load
// of it (tests/support/shared_cli_content.hpp): set before any case runs.
#include "tests/support/shared_cli_content.hpp"

namespace {
const bool kShared = (arbiter::test::share_repository_content_with_commands(), true);
}  // namespace
