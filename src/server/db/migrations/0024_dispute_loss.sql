-- A dispute the platform lost is money the client's bank took back: a ledger row of its own,
-- so the invariant reads capture = refund + dispute_loss + transferred + fee + held.
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'dispute_loss';