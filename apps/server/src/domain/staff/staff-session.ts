// The staff session shape lives in core so the staff app infers its types from the same schema.
export * from '@masa/core/staff/staff-session.schemas';
