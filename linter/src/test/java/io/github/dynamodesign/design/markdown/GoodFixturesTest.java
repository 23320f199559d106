package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Diagnostic;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.IndexKind;
import io.github.dynamodesign.design.ModelChecks;
import io.github.dynamodesign.design.Operation;
import io.github.dynamodesign.design.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

class GoodFixturesTest {

    static List<Path> goodFixtures() {
        return FixturePaths.good();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goodFixtures")
    void readsWithoutErrorsOrWarnings(Path file) {
        Design design = MarkdownDesignReader.read(file);
        assertThat(design.usable()).isTrue();
        assertThat(design.diagnostics()).as("reader diagnostics").isEmpty();
        assertThat(ModelChecks.all(design)).as("resolution problems").isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goodFixtures")
    void isRealisticEnough(Path file) {
        Design design = MarkdownDesignReader.read(file);
        assertThat(design.reads()).as("read patterns").hasSizeGreaterThanOrEqualTo(8);
        assertThat(design.writes()).as("writes").anyMatch(w -> !w.delete());
        assertThat(design.writes()).as("deletes").anyMatch(w -> w.delete());
        assertThat(design.entities()).hasSizeGreaterThanOrEqualTo(4);
        for (Entity e : design.entities()) {
            assertThat(e.keys()).as(e.name() + " keys").isNotEmpty();
            assertThat(e.attributes()).as(e.name() + " attributes").isNotEmpty();
        }
    }

    @Test
    void fixturesTogetherCoverTheFormat() {
        List<Design> designs = goodFixtures().stream().map(MarkdownDesignReader::read).toList();
        assertThat(designs).hasSizeGreaterThanOrEqualTo(5);
        assertThat(designs).as("an entity written in several shapes (states, alternatives)")
                .anyMatch(d -> d.entities().stream().anyMatch(Entity::isVariant));
        assertThat(designs).as("a key value defined in words (\"UTC date of `checkedInAt`\")")
                .anyMatch(d -> d.entities().stream().anyMatch(e -> e.derivedValue("day").isPresent()));
        assertThat(designs).as("an LSI").anyMatch(d -> d.indexes().stream().anyMatch(i -> i.kind() == IndexKind.LSI));
        assertThat(designs).as("a multi-attribute GSI key")
                .anyMatch(d -> d.indexes().stream().anyMatch(i -> i.partitionKey().size() > 1));
        assertThat(designs).as("an inverted GSI (the table's SK as partition key)").anyMatch(d -> d.indexes().stream()
                .anyMatch(i -> i.partitionKey().get(0).name().equals(d.table().sortKey().name())));
        assertThat(designs).as("a static partition key").anyMatch(d -> d.reads().stream()
                .anyMatch(p -> !p.partitionKey().isEmpty() && p.partitionKey().get(0).isConstant()));
        assertThat(designs).as("BETWEEN").anyMatch(d -> d.reads().stream()
                .anyMatch(p -> p.sortKey() != null && p.sortKey().operator().symbol().equals("BETWEEN")));
        String functions = designs.stream().flatMap(d -> d.entities().stream())
                .flatMap(e -> java.util.stream.Stream.concat(e.keys().stream().map(k -> k.template().source()),
                        e.derived().stream().map(dv -> dv.source())))
                .collect(Collectors.joining(" "));
        assertThat(functions).contains("lower(", "pad(", "date(", "month(", "1000000 - score");
        assertThat(designs).as("a sparse index (optional attribute in an index key)").anyMatch(d -> d.entities().stream()
                .anyMatch(e -> e.keys().stream().filter(k -> !k.attribute().equals(d.table().partitionKey().name())
                                && !k.attribute().equals(d.table().sortKey().name()))
                        .anyMatch(k -> k.template().references().stream()
                                .anyMatch(r -> e.attribute(r).map(a -> a.optional()).orElse(false)))));
        assertThat(designs).as("multi-entity reads").anyMatch(d -> d.reads().stream().anyMatch(p -> p.returns().size() > 1));
        assertThat(designs).as("transactions").anyMatch(d -> d.writes().stream()
                .anyMatch(w -> w.operation() == Operation.TRANSACT_WRITE_ITEMS));
    }

    @Test
    void readsTheOnlineShopInDetail() {
        Design d = MarkdownDesignReader.read(FixturePaths.designs().resolve("good/online-shop.md"));
        assertThat(d.metadata()).containsExactly("Generated on: 2026-10-02", "Status: REVIEWED", "Input: specs/online-shop.access-patterns.md");
        assertThat(d.table().name()).isEqualTo("OnlineShop");
        assertThat(d.table().partitionKey().name()).isEqualTo("pk");
        assertThat(d.table().sortKey().name()).isEqualTo("sk");
        assertThat(d.table().entityTypeAttribute()).isEqualTo("entityType");
        assertThat(d.indexes()).extracting(i -> i.name() + ":" + i.projection())
                .containsExactly("GSI1:ALL", "GSI2:INCLUDE (orderId, total, customerId)");
        assertThat(d.entities()).extracting(Entity::name).containsExactly("Customer", "Order", "OrderItem", "Product");
        Entity order = d.entity("Order").orElseThrow();
        assertThat(order.location().line()).isEqualTo(51);
        assertThat(order.key("sk").orElseThrow().template().source()).isEqualTo("ORDER#<placedAt>#<orderId>");
        assertThat(order.key("sk").orElseThrow().note()).isEqualTo("— chronological within the customer");
        assertThat(order.attribute("status").orElseThrow().constraints().allowedValues())
                .containsExactly("PENDING", "SHIPPED", "DELIVERED");
        assertThat(order.attribute("warehouseId").orElseThrow().optional()).isTrue();
        assertThat(order.examples()).hasSize(1);
        assertThat(order.examples().get(0).values()).containsEntry("total", new java.math.BigDecimal("4599"));
        assertThat(d.reads()).extracting(p -> p.id()).startsWith("AP-001", "AP-002").hasSize(11);
        assertThat(d.read("AP-004").orElseThrow().sortKey().operands()).extracting(t -> t.source())
                .containsExactly("ORDER#<from>", "ORDER#<to>~");
        assertThat(d.read("AP-003").orElseThrow().params().limit()).isEqualTo(10);
        assertThat(d.read("AP-003").orElseThrow().params().scanIndexForward()).isFalse();
        assertThat(d.read("AP-005").orElseThrow().params().paginated()).isTrue();
        assertThat(d.writes()).extracting(w -> w.id() + (w.delete() ? " delete" : ""))
                .containsExactly("AP-101", "AP-102", "AP-103", "AP-104", "AP-201 delete", "AP-202 delete");
        assertThat(d.writes().get(1).steps()).extracting(s -> s.verb() + " " + s.entity())
                .containsExactly("PUT Order", "PUT OrderItem", "UPDATE Customer");
        assertThat(d.writes().get(1).steps().get(2).note()).isEqualTo("(SET orderCount = orderCount + 1)");
        assertThat(d.collections()).hasSize(2);
        Map<String, Severity> none = Map.of();
        assertThat(d.diagnostics().stream().collect(Collectors.toMap(Diagnostic::code, Diagnostic::severity))).isEqualTo(none);
    }

    @Test
    void suppressionsTargetTheNextElement() {
        Design d = MarkdownDesignReader.read(FixturePaths.designs().resolve("good/leaderboard.md"));
        assertThat(d.suppressions()).hasSize(2);
        assertThat(d.suppressions().get(0).rule()).isEqualTo("hot-partition");
        assertThat(d.suppressions().get(0).reason()).startsWith("the list of games");
        assertThat(d.suppressions().get(0).targetLine()).isEqualTo(d.entity("Game").orElseThrow().location().line());
    }
}
