-- Issue 28: the policy texts shipped as defaults (the spec's and the demo studio's) wrote "24 hours"
-- where they mean the cancellation cut-off, so a studio that set 72 h still told students 24. Texts
-- still exactly as shipped now say {{cancellation_hours}}; texts an administrator wrote are left alone
-- (the policy editor flags any other number of hours in them).
UPDATE "policies" SET "refund_policy" = 'Cancellations made less than {{cancellation_hours}} hours before a class are non-refundable. Cancel earlier and the class price comes back to you as a credit toward a future class.'
WHERE "refund_policy" = 'Cancellations made less than 24 hours before a class are non-refundable. Cancel earlier and the class price comes back to you as a credit toward a future class.';
--> statement-breakpoint
UPDATE "policies" SET "class_change_policy" = 'You may change one class per month free of charge, up to {{cancellation_hours}} hours before it starts. Further changes are treated as a cancellation and a new booking.'
WHERE "class_change_policy" = 'You may change one class per month free of charge, up to 24 hours before it starts. Further changes are treated as a cancellation and a new booking.';
--> statement-breakpoint
UPDATE "policies" SET "refund_policy" = 'Cancel at least {{cancellation_hours}} hours before your class and the full class price comes back to you as a credit for a future class. Cancellations within {{cancellation_hours}} hours, and missed classes, are non-refundable.'
WHERE "refund_policy" = 'Cancel at least 24 hours before your class and the full class price comes back to you as a credit for a future class. Cancellations within 24 hours, and missed classes, are non-refundable.';
--> statement-breakpoint
UPDATE "policies" SET "class_change_policy" = 'You can move one class a month to another class free of charge, up to {{cancellation_hours}} hours before it starts. Changes after that count as a cancellation and a new booking.'
WHERE "class_change_policy" = 'You can move one class a month to another class free of charge, up to 24 hours before it starts. Changes after that count as a cancellation and a new booking.';
