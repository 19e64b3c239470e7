package dev.cairn;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.name;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.cairn.store.StoreOutage;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The package rules of docs/api.md ("Where the code lives", after DESIGN §3): which other Cairn packages
 * each package's classes may use. {@code dev.cairn} itself (the application and its commands) may use all.
 */
class PackageRulesTest {
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.cairn");

    private static final Map<String, Set<String>> MAY_USE = Map.ofEntries(
            Map.entry("api", Set.of()),
            Map.entry("text", Set.of()),
            Map.entry("pages", Set.of("api")),
            Map.entry("catalog", Set.of("api")),
            Map.entry("store", Set.of("api")),
            Map.entry("access", Set.of("api", "store")),
            Map.entry("control", Set.of("api", "catalog", "store")),
            Map.entry("quality", Set.of("api", "catalog", "store")),
            Map.entry("http", Set.of("api", "catalog", "store")),
            Map.entry("mcp", Set.of("api", "catalog", "store")),
            Map.entry("discovery", Set.of("api", "catalog", "mcp", "access", "store")));

    @Test
    void everyPackageUsesOnlyTheCairnPackagesItMay() {
        MAY_USE.forEach((name, allowed) -> {
            String[] forbidden = MAY_USE.keySet().stream()
                    .filter(other -> !other.equals(name) && !allowed.contains(other))
                    .map(other -> "dev.cairn." + other + "..")
                    .toArray(String[]::new);
            noClasses().that().resideInAPackage("dev.cairn." + name + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(forbidden)
                    .orShould().dependOnClassesThat().resideInAPackage("dev.cairn")
                    .because("docs/api.md: " + name + " may use " + (allowed.isEmpty() ? "no other Cairn package" : allowed))
                    .check(CLASSES);
        });
    }

    @Test
    void httpAndMcpUseNothingOfTheStoresButTheirOutage() {
        // the one store class they may name is the outage they answer 503 for
        noClasses().that().resideInAnyPackage("dev.cairn.http..", "dev.cairn.mcp..")
                .should().dependOnClassesThat(resideInAPackage("dev.cairn.store..")
                        .and(not(name(StoreOutage.class.getName()))))
                .check(CLASSES);
    }

    @Test
    void everyPackageHasARule() {
        Set<String> packages = CLASSES.stream()
                .map(JavaClass::getPackageName)
                .filter(name -> name.startsWith("dev.cairn."))
                .map(name -> name.substring("dev.cairn.".length()).split("\\.")[0])
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(MAY_USE.keySet()).containsExactlyInAnyOrderElementsOf(packages);
    }
}
