#include "engine/rules/ruling_vocabulary.hpp"

namespace arbiter::rules {

namespace {

RulingVocabulary chess_words() {
    using C = CorrectionKind;
    return {
        {Outcome::Continues, Outcome::WhiteWins, Outcome::BlackWins, Outcome::Draw, Outcome::Replay, Outcome::BothLose},
        // TimeDeducted: one of the arbiter's choices under FIDE 12.9 (adjudicator.cpp).
        {PenaltyKind::Warning, PenaltyKind::TimeToOpponent, PenaltyKind::TimeDeducted, PenaltyKind::Loss,
         PenaltyKind::ArbiterPenalty},
        {C::RestorePosition, C::TouchedPieceMustMove, C::MustCaptureTouched, C::MustCastle, C::KingMoveRequired,
         C::AnyLegalMove, C::IntendedMoveMustBePlayed, C::ReplacePawnWithQueen, C::RemoveIncrement, C::RestoreOnOwnTime,
         C::IllegalMoveStands, C::AllowPlay, C::ClaimRejected, C::CorrectClockSetting, C::TransferToCorrectBoard,
         C::CastlingRestricted, C::IntroduceIncrement, C::ExpelInterferer, C::CompletePromotion, C::UpdateScoresheet},
    };
}

RulingVocabulary go_words() {
    using C = CorrectionKind;
    return {
        {Outcome::Continues, Outcome::WhiteWins, Outcome::BlackWins, Outcome::Draw, Outcome::Replay, Outcome::BothLose,
         Outcome::DrawOrReplay, Outcome::ChiefArbiter, Outcome::Counting},
        {PenaltyKind::Warning, PenaltyKind::Admonition, PenaltyKind::ForfeitTurn, PenaltyKind::TimeDeducted,
         PenaltyKind::StoneDeduction, PenaltyKind::Loss},
        {C::VoidMove, C::OpponentMoves, C::PutStoneBack, C::AcceptMovedStone, C::ChooseAnyPoint, C::ReconstructPosition,
         C::ResolveByPlay, C::ContinueCounting, C::AllowPlay, C::ReportToCommittee, C::ClaimRejected},
    };
}

}  // namespace

const RulingVocabulary& ruling_vocabulary(GameKind game) {
    static const RulingVocabulary chess = chess_words();
    static const RulingVocabulary go = go_words();
    return game == GameKind::Go ? go : chess;
}

bool penalty_has_amount(PenaltyKind kind) {
    return kind == PenaltyKind::TimeToOpponent || kind == PenaltyKind::TimeDeducted || kind == PenaltyKind::StoneDeduction;
}

}  // namespace arbiter::rules
