package dev.cairn.text.validate;

import com.networknt.schema.ExecutionConfig;
import com.networknt.schema.ExecutionContext;

/** The library enters every keyword it evaluates through this call, which makes it the place to stop. */
final class TimedContext extends ExecutionContext {
    TimedContext(ExecutionConfig config) {
        super(config);
    }

    @Override
    public void evaluationPathAddLast(String keyword) {
        Deadline.check();
        super.evaluationPathAddLast(keyword);
    }
}
