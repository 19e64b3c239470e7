# Build: docker build -t cairn .
# Run:   docker run -p 8080:8080 -v cairn-data:/var/lib/cairn cairn
FROM eclipse-temurin:17-jdk AS build
WORKDIR /src
COPY .mvn .mvn
COPY mvnw pom.xml ./
RUN ./mvnw -B -ntp dependency:go-offline
COPY src src
COPY lua lua
RUN ./mvnw -B -ntp package -DskipTests -Dcds.skip=true

FROM eclipse-temurin:17-jre
RUN groupadd --system --gid 10001 cairn \
 && useradd --system --uid 10001 --gid cairn --home-dir /var/lib/cairn cairn \
 && mkdir -p /var/lib/cairn \
 && chown cairn:cairn /var/lib/cairn
WORKDIR /opt/cairn
COPY --from=build /src/target/cairn.jar cairn.jar
COPY config.yml config.yml
ENV CAIRN_DATA_DIR=/var/lib/cairn
USER cairn
VOLUME /var/lib/cairn
EXPOSE 8080
# Heap: half the container's memory (the embedded Redis and PostgreSQL, when used, share the rest); G1 gives
# memory back after 30 s without a collection. See docs/operations.md#memory.
ENTRYPOINT ["java", "-XX:+UseG1GC", "-XX:MaxRAMPercentage=50", "-XX:G1PeriodicGCInterval=30000", \
            "-jar", "/opt/cairn/cairn.jar"]
CMD ["server", "/opt/cairn/config.yml"]
