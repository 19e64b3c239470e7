package dev.cairn.access.x402;

import static dev.cairn.api.AdminTasks.one;
import static dev.cairn.api.AdminTasks.task;

import dev.cairn.api.AdminTasks;
import dev.cairn.store.sql.PaymentDao;
import io.dropwizard.core.setup.AdminEnvironment;
import java.time.Clock;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;

/**
 * {@code POST /tasks/x402-payments[?month=yyyy-MM]} on the admin port: the pay-per-call calls of a UTC month
 * (this one by default), one line per tool and outcome: {@code <tool> <settled|not_settled> <calls> <amount>},
 * the amount in the token's atomic units.
 */
public final class PaymentTasks {
    private PaymentTasks() {
    }

    public static void register(AdminEnvironment admin, PaymentDao payments, Clock clock) {
        admin.addTask(task("x402-payments", parameters -> {
            YearMonth month = month(one(parameters, "month",
                    YearMonth.from(clock.instant().atOffset(ZoneOffset.UTC)).toString()));
            return payments.tally(month.atDay(1).atStartOfDay(ZoneOffset.UTC).toInstant(),
                            month.plusMonths(1).atDay(1).atStartOfDay(ZoneOffset.UTC).toInstant()).stream()
                    .map(tally -> tally.tool() + " " + tally.outcome() + " " + tally.calls() + " " + tally.amount())
                    .toList();
        }));
    }

    private static YearMonth month(String text) {
        try {
            return YearMonth.parse(text);
        } catch (DateTimeParseException e) {
            throw new AdminTasks.Refused("month must be yyyy-MM, e.g. 2026-11");
        }
    }
}
