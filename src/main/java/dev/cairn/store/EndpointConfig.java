package dev.cairn.store;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A store reached at {@code url}, or, when the url is blank, started embedded by the service itself. */
public abstract class EndpointConfig {
    @JsonProperty
    private String url = "";

    public boolean isEmbedded() {
        return url == null || url.isBlank();
    }

    public String getUrl() {
        return url;
    }

    public void setUrl(String url) {
        this.url = url;
    }
}
