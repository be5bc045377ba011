-- A dispute lost and then won (Stripe gave the disputed money back to the platform): a ledger row
-- of its own that cancels the loss, so the invariant reads
-- capture = refund + (dispute_loss - dispute_reinstatement) + transferred + fee + held.
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'dispute_reinstatement';