// TRF: read_trf never aborts and reports each problem with a line and column in three languages.
// A tournament it reads is written by write_trf as TRF that reads back without error to the same
// players and rounds, and a small one can be paired (or is said not to be) without a crash.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/tournament/swiss/dutch_pairing.hpp"
#include "engine/tournament/swiss/trf.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using arbiter::fuzz::check;
using namespace arbiter::tournament::swiss;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    for (TrfPurpose purpose : {TrfPurpose::PairNextRound, TrfPurpose::CheckRounds}) {
        auto read = read_trf(text, purpose);
        for (const auto& error : read.errors) {
            check(error.line >= 1 && error.column >= 1, "a TRF error without a line and column");
            check(error.message.complete(), "a TRF error without a message in every language");
        }
        check(read.tournament.has_value() == read.errors.empty(), "a tournament read despite errors, or none without one");
        if (!read.tournament) continue;
        const SwissTournament& t = *read.tournament;
        auto again = read_trf(write_trf(t), TrfPurpose::CheckRounds);
        check(again.errors.empty(), "write_trf wrote TRF that read_trf reports errors in");
        if (again.tournament) {
            check(again.tournament->players.size() == t.players.size(), "the written tournament has other players");
            check(again.tournament->rounds_played >= t.rounds_played, "the written tournament lost rounds");
        }
        if (purpose == TrfPurpose::PairNextRound && t.players.size() <= 40) {
            DutchResult r = pair_dutch(t);
            check(r.ok || r.problem.complete(), "no pairing and no reason");
        }
    }
    return 0;
}
