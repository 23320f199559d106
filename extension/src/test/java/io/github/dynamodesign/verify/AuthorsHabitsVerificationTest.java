package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;
import io.github.dynamodesign.design.markdown.MarkdownSpecReader;
import io.github.dynamodesign.design.markdown.TestDesigns;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** What authors state in their own words is the evidence verification holds a pattern to, no more and no less. */
class AuthorsHabitsVerificationTest {

    private static final String ORDERS = """
            ### Customer
            - **PK**: `CUSTOMER#<customerId>`
            - **SK**: `PROFILE`
            - **Attributes**: `customerId` (string, ulid), `name` (string)

            ### Order
            - **PK**: `CUSTOMER#<customerId>`
            - **SK**: `ORDER#<placedAt>#<orderId>`
            - **GSI1PK**: `OPEN#<region>` (only while status = OPEN)
            - **GSI1SK**: `<placedAt>#<orderId>`
            - **Attributes**: `customerId` (string, ulid), `orderId` (string, ulid), `placedAt` (string, iso-8601),
              `region` (string), `status` (string, one of: OPEN|SHIPPED)
            """;

    /** The orders with slots a booking holds, and the head of a Writes table under a read of the orders. */
    private static final String SLOTS = ORDERS + """

            ### Slot
            - **PK**: `SLOT#<slotAt>`
            - **SK**: `SLOT#<slotAt>`
            - **Attributes**: `slotAt` (string, iso-8601), `orderId` (string, ulid)
            """;
    /** The head of a Writes table after the reads. */
    private static final String WRITES = "\n\n### Writes\n\n| AP ID | Description | Operation | Items | Conditions |\n|---|---|---|---|---|\n";
    private static final String SLOT_WRITES = "| AP-001 | Orders | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER#` | |" + WRITES;

    private static PatternResult verify(String entities, String readRow, String specRows, String pattern) {
        return verify(entities, readRow, "| ID | Entity | Description | Input Parameters | Result | Sort | Limit | Paginated |", specRows, pattern);
    }

    private static PatternResult verify(String entities, String readRow, String specHeader, String specRows, String pattern) {
        Design design = MarkdownDesignReader.read("orders.md", TestDesigns.withIndexes("Orders",
                "| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | open orders |", entities, readRow));
        Optional<AccessPatternsSpec> spec = specRows.isEmpty() ? Optional.empty() : Optional.of(MarkdownSpecReader.read("orders.ap.md", """
                # Access patterns

                ## Access Patterns

                ### Reads

                """ + specHeader + "\n" + specHeader.replaceAll("[^|]+", "---") + "\n" + specRows + "\n"));
        try (VerificationSession session = VerificationSession.open(design, spec, TestDynamo.client(), 42)) {
            return session.run(id -> id.equals(pattern)).patterns().stream().filter(p -> p.id().equals(pattern)).findFirst().orElseThrow();
        }
    }

    @Test
    void theLimitColumnOfTheAccessPatternsDocumentIsEvidence() {
        String spec = "| AP-001 | Order | Latest orders of a customer | customerId | Collection | placedAt DESC | 3 | No |";
        PatternResult without = verify(ORDERS, "| AP-001 | Latest orders | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER#` | ScanIndexForward=false |",
                spec, "AP-001");
        assertThat(without.status()).as(without.message() + without.cases().stream().map(c -> c.name() + " " + c.expected() + "/" + c.actual() + c.message()).toList() + without.returns()).isEqualTo(Status.FAILED);
        assertThat(without.cases()).anyMatch(c -> c.message().contains("the access-patterns document says 3"));
        PatternResult with = verify(ORDERS, "| AP-001 | Latest orders | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER#` | ScanIndexForward=false, Limit=3 |",
                spec, "AP-001");
        assertThat(with.status()).as(with.message() + with.cases().stream().map(c -> c.name() + " " + c.expected() + "/" + c.actual() + c.message()).toList()).isEqualTo(Status.PASSED);
    }

    @Test
    void aDateInputBeforeATimeOfDayStandsForItsWholeDay() {
        String spec = "| AP-002 | Order | Orders of a customer placed between two days, both days inclusive | customerId, fromDate, toDate | Collection | placedAt ASC | - | No |";
        PatternResult whole = verify(ORDERS, "| AP-002 | Orders in days | Query | Table | `CUSTOMER#<customerId>` | BETWEEN | "
                + "`ORDER#<fromDate>T00:00:00Z` AND `ORDER#<toDate>T23:59:59Z~` | ScanIndexForward=true |", spec, "AP-002");
        assertThat(whole.status()).as(whole.message()).isEqualTo(Status.PASSED);
        PatternResult lastDayDropped = verify(ORDERS, "| AP-002 | Orders in days | Query | Table | `CUSTOMER#<customerId>` | BETWEEN | "
                + "`ORDER#<fromDate>T00:00:00Z` AND `ORDER#<toDate>T00:00:00Z` | ScanIndexForward=true |", spec, "AP-002");
        assertThat(lastDayDropped.status()).as("the orders of the last day are missed").isEqualTo(Status.FAILED);
    }

    @Test
    void aKeyWrittenInOneStateOnlyMakesASparseIndexOfThatState() {
        PatternResult open = verify(ORDERS, "| AP-003 | Open orders of a region | Query | GSI1 | `OPEN#<region>` | - | - | ScanIndexForward=true |",
                "", "AP-003");
        assertThat(open.status()).as(open.message()).isEqualTo(Status.PASSED);
        assertThat(open.returns()).containsExactly("Order (OPEN)");
    }

    @Test
    void aPatternReturningItemsAnotherEntityOverwritesFails() {
        String colliding = ORDERS + """

                ### Note
                - **PK**: `CUSTOMER#<customerId>`
                - **SK**: `PROFILE`
                - **Attributes**: `customerId` (string, ulid), `text` (string)
                """;
        PatternResult note = verify(colliding, "| AP-004 | Customer note | GetItem | Table | `CUSTOMER#<customerId>` | = | `PROFILE` | |",
                "| AP-004 | Note | Note of a customer | customerId | Single | - | - | No |", "AP-004");
        assertThat(note.status()).isEqualTo(Status.FAILED);
        assertThat(note.message()).contains("key-collision");
    }

    @Test
    void aCollisionFailsThePatternsThatReadTheSharedKeysAndNotThoseReadingElsewhere() {
        String colliding = ORDERS + """

                ### Note
                - **PK**: `CUSTOMER#<customerId>`
                - **SK**: `<kind>`
                - **GSI1PK**: `NOTES#<author>`
                - **GSI1SK**: `<writtenAt>#<customerId>`
                - **Attributes**: `customerId` (string, ulid), `kind` (string, one of: PROFILE|NOTE), `author` (string),
                  `writtenAt` (string, iso-8601)
                """;
        PatternResult profile = verify(colliding, "| AP-004 | Customer profile | GetItem | Table | `CUSTOMER#<customerId>` | = | `PROFILE` | |",
                "| AP-004 | Customer | Profile of a customer | customerId | Single | - | - | No |", "AP-004");
        assertThat(profile.status()).as("the kept type's readers see the other's items too").isEqualTo(Status.FAILED);
        assertThat(profile.message()).contains("key-collision");
        PatternResult byAuthor = verify(colliding, "| AP-008 | Notes of an author | Query | GSI1 | `NOTES#<author>` | - | - | |",
                "| AP-008 | Note | Notes of an author | author | Collection | writtenAt ASC | - | No |", "AP-008");
        assertThat(byAuthor.status()).as("a read on an index where their keys differ runs on the items written: " + byAuthor.message()).isEqualTo(Status.PASSED);
        PatternResult orders = verify(colliding, "| AP-001 | Orders | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER#` | |",
                "| AP-001 | Order | Orders of a customer | customerId | Collection | placedAt ASC | - | No |", "AP-001");
        assertThat(orders.status()).as(orders.message()).isEqualTo(Status.PASSED);
    }

    @Test
    void anEntityTheAccessPatternsDocumentSaysIsReturnedFromAnIndexItNeverEntersFails() {
        String row = "| AP-010 | Open work | Query | GSI1 | `OPEN#<region>` | - | - | ScanIndexForward=true |";
        PatternResult both = verify(ORDERS, row, "| AP-010 | Order, Customer | Open orders and customers of a region | region | Collection | placedAt ASC | - | No |",
                "AP-010");
        assertThat(both.status()).isEqualTo(Status.FAILED);
        assertThat(both.message()).contains("returns Customer (the access-patterns document's Entity column) from GSI1");
        PatternResult orders = verify(ORDERS, row, "| AP-010 | Order | Open orders of a region | region | Collection | placedAt ASC | - | No |",
                "AP-010");
        assertThat(orders.status()).as(orders.message()).isEqualTo(Status.PASSED);
    }

    @Test
    void aMomentAtAnUpperBoundThatALongerKeySortsPastIsTheAuthorsToIncludeOrNot() {
        String spec = "| AP-005 | Order | A customer's past orders, before a moment | customerId, now | Collection | placedAt DESC | - | No |";
        PatternResult past = verify(ORDERS, "| AP-005 | Past orders | Query | Table | `CUSTOMER#<customerId>` | BETWEEN | "
                + "`ORDER#` AND `ORDER#<now>` | ScanIndexForward=false |", spec, "AP-005");
        assertThat(past.status()).as(past.message()).isEqualTo(Status.PASSED);
        assertThat(past.cases().stream().flatMap(c -> c.warnings().stream()))
                .anyMatch(w -> w.contains("equals the upper bound's <now>"));
        String inclusive = "| AP-005 | Order | A customer's orders placed on or before a moment | customerId, now | Collection | placedAt DESC | - | No |";
        PatternResult stated = verify(ORDERS, "| AP-005 | Past orders | Query | Table | `CUSTOMER#<customerId>` | BETWEEN | "
                + "`ORDER#` AND `ORDER#<now>` | ScanIndexForward=false |", inclusive, "AP-005");
        assertThat(stated.status()).as("the row says the moment is included").isEqualTo(Status.FAILED);
    }

    @Test
    void boundsOfAPartitionWhoseAnchorHoldsNoValueComeFromItsOtherItems() {
        String spec = "| AP-006 | Customer, Order | Customer and upcoming orders | customerId, now | Collection | placedAt ASC | - | No |";
        PatternResult upcoming = verify(ORDERS, "| AP-006 | Profile and upcoming | Query | Table | `CUSTOMER#<customerId>` | BETWEEN | "
                + "`ORDER#<now>` AND `PROFILE` | ScanIndexForward=true |", spec, "AP-006");
        assertThat(upcoming.cases()).noneMatch(c -> c.message().contains("needs inputs"));
    }

    @Test
    void anIntervalWrittenWithBracketsSaysWhichEndsItIncludes() {
        String row = "| AP-007 | Orders in a window | Query | Table | `CUSTOMER#<customerId>` | BETWEEN | `ORDER#<from>` AND `ORDER#<to>` | |";
        PatternResult halfOpen = verify(ORDERS, row,
                "| AP-007 | Order | Orders of a customer placed in a window [from, to) | customerId, from, to | Collection | placedAt ASC | - | No |", "AP-007");
        assertThat(halfOpen.status()).as(halfOpen.message()).isEqualTo(Status.PASSED);
        PatternResult closed = verify(ORDERS, row,
                "| AP-007 | Order | Orders of a customer placed in a window [from, to] | customerId, from, to | Collection | placedAt ASC | - | No |", "AP-007");
        assertThat(closed.status()).as("the order placed at `to` is left out").isEqualTo(Status.FAILED);
    }
    @Test
    void aDayTheDocumentDeclaresIsAWholeDayAtEitherBound() {
        String days = "Dates (`{fromDate}`, `{toDate}`) are `YYYY-MM-DD`.\n\n" + ORDERS;
        String spec = "| AP-011 | Order | Orders of a customer between two dates, both inclusive | customerId, fromDate, toDate | Collection | placedAt ASC | - | No |";
        PatternResult lastDayDropped = verify(days, "| AP-011 | Orders in days | Query | Table | `CUSTOMER#<customerId>` | BETWEEN | "
                + "`ORDER#<fromDate>` AND `ORDER#<toDate>` | ScanIndexForward=true |", spec, "AP-011");
        assertThat(lastDayDropped.status()).as("the orders placed on the last day sort past `ORDER#<toDate>`").isEqualTo(Status.FAILED);
        PatternResult whole = verify(days, "| AP-011 | Orders in days | Query | Table | `CUSTOMER#<customerId>` | BETWEEN | "
                + "`ORDER#<fromDate>` AND `ORDER#<toDate>~` | ScanIndexForward=true |", spec, "AP-011");
        assertThat(whole.status()).as(whole.message()).isEqualTo(Status.PASSED);
        assertThat(whole.cases()).allMatch(c -> c.inputs().get("toDate").matches("\\d{4}-\\d{2}-\\d{2}"));
    }

    @Test
    void aCountTheResultColumnSelectsIsEvidenceAndOneItHoldsIsNot() {
        String row = "| AP-012 | Latest orders | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER#` | ScanIndexForward=false |";
        PatternResult selected = verify(ORDERS, row,
                "| AP-012 | Order | Latest orders of a customer | customerId | Collection (exactly the latest 3) | placedAt DESC | - | No |", "AP-012");
        assertThat(selected.status()).isEqualTo(Status.FAILED);
        assertThat(selected.cases()).anyMatch(c -> c.message().contains("add Limit=3"));
        PatternResult unordered = verify(ORDERS, row,
                "| AP-012 | Order | Latest orders of a customer | customerId | Collection (latest 3) | - | - | No |", "AP-012");
        assertThat(unordered.status()).as("more came back than the count, whatever their order").isEqualTo(Status.FAILED);
        assertThat(unordered.cases()).anyMatch(c -> c.message().contains("it is item 4 of"));
        PatternResult held = verify(ORDERS, row,
                "| AP-012 | Order | Orders of a customer | customerId | Collection (up to 3) | placedAt DESC | - | No |", "AP-012");
        assertThat(held.status()).as("how many there are is no Limit: " + held.message()).isEqualTo(Status.PASSED);
    }

    @Test
    void valuesWrittenInTheShapeTheDocumentGivesThem() {
        String invoices = """
                ### Invoice
                - **PK**: `CUSTOMER#<customerId>`
                - **SK**: `INVOICE#<invoiceNo>` (invoiceNo = `{yyyy}-{seq}`%s)
                - **Attributes**: `customerId` (string, ulid), `invoiceNo` (string)

                ### InvoiceLine
                - **PK**: `CUSTOMER#<customerId>`
                - **SK**: `INVOICE#<invoiceNo>#LINE#<lineNo>`
                - **Attributes**: `customerId` (string, ulid), `invoiceNo` (string), `lineNo` (number, 0..99)
                """;
        String row = "| AP-013 | Invoice with lines | Query | Table | `CUSTOMER#<customerId>` | begins_with | `INVOICE#<invoiceNo>` | |";
        String spec = "| AP-013 | Invoice, InvoiceLine | An invoice with its lines | customerId, invoiceNo | Collection | - | - | No |";
        PatternResult fixed = verify(invoices.formatted(", seq zero-padded to 5"), row, spec, "AP-013");
        assertThat(fixed.status()).as(fixed.message()).isEqualTo(Status.PASSED);
        PatternResult growing = verify(invoices.formatted(""), row, spec, "AP-013");
        assertThat(growing.status()).as("`2024-1` begins `2024-10`").isEqualTo(Status.FAILED);
    }

    @Test
    void aKeyConditionThatCannotBeReadIsNotRunWithoutIt() {
        PatternResult unread = verify(ORDERS, "| AP-014 | Next weeks | Query | Table | `CUSTOMER#<customerId>` | BETWEEN | "
                + "`ORDER#{today}` AND `ORDER#{today+4w}` | |", "", "AP-014");
        assertThat(unread.status()).isEqualTo(Status.INCOMPLETE);
        assertThat(unread.message()).contains("key condition is not read");
    }
    @Test
    void aPutOfAnEntityWhoseKeysAreAnothersPlaceholderForPlaceholderFails() {
        String payments = ORDERS + """

                ### Deposit
                - **PK**: `ORDER#<orderId>`
                - **SK**: `PAYMENT#<chargeId>`
                - **Attributes**: `orderId` (string, ulid), `chargeId` (string), `amount` (number)

                ### Refund
                - **PK**: `ORDER#<orderId>`
                - **SK**: `PAYMENT#<chargeId>`
                - **Attributes**: `orderId` (string, ulid), `chargeId` (string), `reason` (string)
                """;
        String reads = "| AP-001 | Orders | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER#` | |" + WRITES
                + "| AP-021 | Refund a charge | PutItem | 1. Put Refund | attribute_not_exists(sk) |\n"
                + "| AP-022 | Take a deposit | PutItem | 1. Put Deposit | attribute_not_exists(sk) |";
        PatternResult refund = verify(payments, reads, "", "AP-021");
        assertThat(refund.status()).isEqualTo(Status.FAILED);
        assertThat(refund.message()).contains("AP-021 step 1 puts Refund").contains("key-collision");
        PatternResult deposit = verify(payments, reads, "", "AP-022");
        assertThat(deposit.status()).as("the items kept are written as designed: " + deposit.message()).isEqualTo(Status.PASSED);
    }
    @Test
    void aPatternThatBuildsAValueFromThePartsItIsWrittenInIsNotJudged() {
        String shipments = ORDERS + """

                ### Shipment
                - **PK**: `SHIPMENT#<shipmentId>`
                - **SK**: `SHIPMENT#<shipmentId>`
                - **GSI1PK**: `HUB#<hubCode>`
                - **GSI1SK**: `SHIPMENT#<shipmentId>`
                - **Attributes**: `shipmentId` (S, `<hubCode>-<YYYYMMDD>-<seq:04>`), `hubCode` (S)
                """;
        PatternResult day = verify(shipments, "| AP-015 | Shipments of a hub's day | Query | GSI1 | `HUB#<hubCode>` | begins_with | "
                + "`SHIPMENT#<hubCode>-<YYYYMMDD>-` | |", "", "AP-015");
        assertThat(day.status()).as(day.message()).isEqualTo(Status.INCOMPLETE);
        assertThat(day.message()).contains("builds <shipmentId> from the parts");
    }

    @Test
    void anAnswerOfTwoEntityTypesWhereTheDocumentSaysOneFails() {
        String returns = ORDERS + """

                ### ReturnRequest
                - **PK**: `CUSTOMER#<buyerId>`
                - **SK**: `ORDER#RETURN#<returnId>`
                - **Attributes**: `buyerId` (string, ulid), `returnId` (string, ulid), `reason` (string)

                ### Purchase
                - **PK**: `PURCHASE#<purchaseId>`
                - **SK**: `PURCHASE`
                - **Attributes**: `purchaseId` (string, ulid), `orderId` (string, ulid)
                """;
        String row = "| AP-016 | Purchases | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER#` | ScanIndexForward=false |";
        String header = "| ID | Entity | Description | Input Parameters | Result | Sort | Multi-Entity |";
        PatternResult one = verify(returns, row, header,
                "| AP-016 | Purchase | A customer's purchases, newest first | customerId | Collection | - | No |", "AP-016");
        assertThat(one.status()).as("the return requests of the customer, whose partition they share, come back too").isEqualTo(Status.FAILED);
        assertThat(one.cases()).anyMatch(c -> c.message().contains("Multi-Entity: No") && c.message().contains("ReturnRequest")
                && c.message().contains("Order"));
        PatternResult both = verify(returns, row, header,
                "| AP-016 | Purchase | A customer's purchases and returns | customerId | Collection | - | Yes |", "AP-016");
        assertThat(both.status()).as(both.message()).isEqualTo(Status.PASSED);
    }

    @Test
    void aBoardInTwoShapesIsAskedForByTheShapeThatHoldsTheValueAndBothCopiesAreWritten() {
        String boards = ORDERS + """

                | Entity | PK | SK |
                |---|---|---|
                | Score (all-time) | `BOARD#<customerId>#ALLTIME` | `POINTS#<points:05>#<orderId>` |
                | Score (monthly) | `BOARD#<customerId>#<yearMonth>` | `POINTS#<points:05>#<orderId>` |

                `<yearMonth>`: `YYYY-MM`.

                ### Score
                - **Attributes**: `customerId` (string, ulid), `orderId` (string, ulid), `points` (number, 0..99999),
                  `yearMonth` (string)
                """;
        String reads = "| AP-017 | Monthly board | Query | Table | `BOARD#<customerId>#<yearMonth>` | begins_with | `POINTS#` | "
                + "ScanIndexForward=false, Limit=3 |" + WRITES
                + "| AP-027 | Record points | TransactWriteItems | 1. Put Score `PK=BOARD#<customerId>#ALLTIME`, `SK=POINTS#<points:05>#<orderId>` "
                + "2. Put Score `PK=BOARD#<customerId>#<yearMonth>`, `SK=POINTS#<points:05>#<orderId>` | 1, 2: attribute_not_exists(pk) |";
        PatternResult monthly = verify(boards, reads, "", "AP-017");
        assertThat(monthly.status()).as(monthly.message()).isEqualTo(Status.PASSED);
        PatternResult record = verify(boards, reads, "", "AP-027");
        assertThat(record.status()).as("the two steps put the two copies: " + record.message()).isEqualTo(Status.PASSED);
    }

    @Test
    void wordsNamingOneEndOfARangeAreSaidOfThatEndOnly() {
        String read = "| AP-030 | Orders in a window | Query | Table | `CUSTOMER#<customerId>` | BETWEEN | `ORDER#<from>` AND `ORDER#<to>` | |";
        PatternResult halfOpen = verify(ORDERS, read,
                "| AP-030 | Order | Orders placed in a window (start inclusive, end exclusive) | customerId, from, to | Collection | placedAt ASC | No | No |", "AP-030");
        assertThat(halfOpen.status()).as(halfOpen.message() + halfOpen.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
        PatternResult closed = verify(ORDERS, read,
                "| AP-030 | Order | Orders placed in a window (start exclusive, end inclusive) | customerId, from, to | Collection | placedAt ASC | No | No |", "AP-030");
        assertThat(closed.status()).as("an order placed at the end is left out").isEqualTo(Status.FAILED);
    }

    @Test
    void theDayAfterAnInclusiveEndStandsForThatEnd() {
        String spec = "| AP-033 | Order | Orders placed between two dates (`fromDate`, `toDate` are `YYYY-MM-DD`), both dates inclusive | customerId, fromDate, toDate | Collection | placedAt ASC | No | No |";
        PatternResult dayAfter = verify(ORDERS, "| AP-033 | Orders between two dates | Query | Table | `CUSTOMER#<customerId>` | BETWEEN "
                + "| `ORDER#<fromDate>` AND `ORDER#<dayAfter(toDate)>` | |", spec, "AP-033");
        assertThat(dayAfter.status()).as(dayAfter.message() + dayAfter.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
    }

    @Test
    void anUpsertSettingTheValueItsKeyIsAddressedByUnderAnotherName() {
        String months = ORDERS + """

                ### CustomerMonth
                - **PK**: `CUSTOMER#<customerId>`
                - **SK**: `MONTH#<month>`
                - **Attributes**: `customerId` (string, ulid), `month` (string), `orderCount` (number)
                """;
        String rows = "| AP-001 | Orders | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER#` | |" + WRITES
                + "| AP-034 | Count an order | UpdateItem | 1. Update CustomerMonth `CUSTOMER#<customerId>` / `MONTH#<orderMonth>`: "
                + "`SET orderCount = :n, #month = :m` | `attribute_not_exists(pk) OR orderCount = :expected` |";
        PatternResult counted = verify(months, rows, "", "AP-034");
        assertThat(counted.status()).as(counted.message() + counted.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
    }

    @Test
    void aValueTheDocumentWritesInLowerCaseIsSampledInLowerCase() {
        String guard = ORDERS + """

                ### EmailGuard
                - **PK**: `EMAIL#<emailLower>`
                - **SK**: `EMAIL#<emailLower>`
                - **Attributes**: `emailLower` (string) - derived: `lower(trim(email))`, `customerId` (string, ulid)
                """;
        PatternResult login = verify(guard, "| AP-031 | Login | GetItem | Table | `EMAIL#<lower(email)>` | = | `EMAIL#<lower(email)>` | |", "", "AP-031");
        assertThat(login.status()).as(login.message() + login.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
    }

    @Test
    void aCreateListingWhatItWritesWithoutTheIndexKeysALaterUpdateSets() {
        String read = "| AP-002 | Open orders of a region | Query | GSI1 | `OPEN#<region>` | - | - | |" + WRITES;
        String create = "| AP-020 | Place order | PutItem | Put Order `pk=CUSTOMER#<customerId>`, `sk=ORDER#<placedAt>#<orderId>`, %s`region`, "
                + "`status=OPEN` | `attribute_not_exists(pk)` |\n";
        String later = "| AP-021 | Route order | UpdateItem | Update Order: `SET GSI1PK = :open, GSI1SK = :at` | `attribute_exists(pk)` |";
        PatternResult missed = verify(ORDERS, read + create.formatted("") + later, "", "AP-002");
        assertThat(missed.status()).isEqualTo(Status.FAILED);
        assertThat(missed.message()).contains("AP-020 creates Order without GSI1PK, GSI1SK (only AP-021 sets them)");
        PatternResult written = verify(ORDERS, read + create.formatted("`GSI1PK=OPEN#<region>`, `GSI1SK=<placedAt>#<orderId>`, ") + later, "", "AP-002");
        assertThat(written.status()).as(written.message()).isEqualTo(Status.PASSED);
        PatternResult shipped = verify(ORDERS, read + create.formatted("").replace("status=OPEN", "status=SHIPPED") + later, "", "AP-002");
        assertThat(shipped.status()).as("an order created in a state the index does not hold: " + shipped.message()).isEqualTo(Status.PASSED);
    }

    @Test
    void aSecondRequestForAnotherNewItemMustNotTakeTheSlotTheFirstHolds() {
        String rows = SLOT_WRITES
                + "| AP-030 | Book a slot; the slot must not already be taken | TransactWriteItems | 1. Put Slot `SLOT#<slotAt>` 2. Put Order "
                + "`CUSTOMER#<customerId>` / `ORDER#<placedAt>#<orderId>` | %s |";
        PatternResult unguarded = verify(SLOTS, rows.formatted("2: `attribute_not_exists(pk)`"), "", "AP-030");
        assertThat(unguarded.status()).isEqualTo(Status.FAILED);
        assertThat(unguarded.cases()).anyMatch(c -> c.message().contains("wrote Slot again for another new"));
        PatternResult guarded = verify(SLOTS, rows.formatted("1, 2: `attribute_not_exists(pk)`"), "", "AP-030");
        assertThat(guarded.status()).as(guarded.message() + guarded.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
        PatternResult lapsing = verify(SLOTS, rows.formatted("1: `attribute_not_exists(pk) OR heldUntil < :now`; 2: `attribute_not_exists(pk)`"), "", "AP-030");
        assertThat(lapsing.cases()).as("a guard in a disjunction guards against a live item")
                .noneMatch(c -> c.message().contains("wrote Slot again for another new"));
    }

    @Test
    void itemsOneParentHoldsOneOfMeetInThePartitionOfTheirIndex() {
        String results = ORDERS + """

                ### Room
                - **PK**: `ROOM#<roomId>`
                - **SK**: `DETAILS`
                - **Attributes**: `roomId` (string), `name` (string)

                ### GameResult
                - **PK**: `ORDER#<orderId>`
                - **SK**: `RESULT`
                - **GSI1PK**: `LEADERBOARD#<roomId>`
                - **GSI1SK**: `SCORE#<score>#<orderId>`
                - **Attributes**: `orderId` (string, ulid), `roomId` (string), `score` (number)
                """;
        String spec = "| AP-007 | GameResult | Leaderboard of a room | roomId | Collection | score DESC | 10 | No |";
        PatternResult board = verify(results, "| AP-007 | Leaderboard | Query | GSI1 | `LEADERBOARD#<roomId>` | begins_with | `SCORE#` "
                + "| ScanIndexForward=false, Limit=10 |", spec, "AP-007");
        assertThat(board.status()).as("an unpadded score sorts as text once several results share a room").isEqualTo(Status.FAILED);
        assertThat(board.cases()).anyMatch(c -> c.expected() > 1);
    }

    @Test
    void aKeyWrittenWhileAStateTheCreateWritesIsTheCreatesToWrite() {
        String classes = ORDERS.replace("- **GSI1PK**: `OPEN#<region>` (only while status = OPEN)",
                "- **GSI1PK**: `OPEN#<region>` — present only while the order is open; written by AP-021");
        String read = "| AP-002 | Open orders of a region | Query | GSI1 | `OPEN#<region>` | - | - | |" + WRITES
                + "| AP-020 | Place order | PutItem | Put Order `pk=CUSTOMER#<customerId>`, `sk=ORDER#<placedAt>#<orderId>`, `region`, "
                + "`placedAt`, `status = %s` | `attribute_not_exists(pk)` |\n"
                + "| AP-021 | Reopen order | UpdateItem | Update Order: `SET #status = :open, GSI1PK = :open, GSI1SK = :at` | `attribute_exists(pk)` |";
        PatternResult open = verify(classes, read.formatted("OPEN"), "", "AP-002");
        assertThat(open.status()).as(open.message()).isEqualTo(Status.FAILED);
        assertThat(open.message()).contains("AP-020 creates Order without GSI1PK, GSI1SK");
        PatternResult shipped = verify(classes, read.formatted("SHIPPED"), "", "AP-002");
        assertThat(shipped.status()).as("created in a state its key is not written in: " + shipped.message()).isEqualTo(Status.PASSED);
    }

    @Test
    void twoStepsOnOneEntityInATransactionAreTwoItems() {
        String standings = ORDERS + """

                ### Standing
                - **PK**: `CUSTOMER#<customerId>`
                - **SK**: `STANDING`
                - **Attributes**: `customerId` (string, ulid), `wins` (number)
                """;
        String rows = "| AP-001 | Orders | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER#` | |" + WRITES
                + "| AP-033 | Finalize | TransactWriteItems | 1. Put Order 2. Update home Standing `ADD wins :one` 3. Update away Standing "
                + "`ADD wins :one` | 1: `attribute_not_exists(pk)`; 2, 3: `attribute_exists(pk)` |";
        PatternResult transfer = verify(standings, rows, "", "AP-033");
        assertThat(transfer.status()).as(transfer.message() + transfer.cases().stream().map(CaseResult::message).toList())
                .isEqualTo(Status.PASSED);
    }

    @Test
    void anInputNamedForADayAgainstATimeIsThatDay() {
        String spec = "| AP-003 | Order | Orders between two dates | customerId, fromDate, toDate | Collection | placedAt ASC | | No |";
        PatternResult range = verify(ORDERS, "| AP-003 | Orders between two dates | Query | Table | `CUSTOMER#<customerId>` | BETWEEN "
                + "| `ORDER#<fromDate>` AND `ORDER#<toDate + 1 day>` | |", spec, "AP-003");
        assertThat(range.status()).as(range.message() + range.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
        assertThat(range.cases()).allMatch(c -> !c.inputs().containsKey("toDate") || String.valueOf(c.inputs().get("toDate")).length() == 10);
    }

    private static PatternResult verifyOn(String indexRows, String entities, String rows, String pattern) {
        Design design = MarkdownDesignReader.read("indexed.md", TestDesigns.withIndexes("Indexed", indexRows, entities, rows));
        try (VerificationSession session = VerificationSession.open(design, Optional.empty(), TestDynamo.client(), 42)) {
            return session.run(id -> id.equals(pattern)).patterns().stream().filter(p -> p.id().equals(pattern)).findFirst().orElseThrow();
        }
    }

    @Test
    void anItemOnlyUpdatedBesideADeleteIsNoCopyOfTheDeletedOne() {
        String units = """
                ### Unit
                - **PK**: `UNIT#<unitId>`
                - **SK**: `UNIT`
                - **Attributes**: `unitId` (S), `status` (S)

                ### Hold
                - **PK**: `UNIT#<unitId>`
                - **SK**: `HOLD`
                - **Attributes**: `unitId` (S), `clinicId` (S)
                """;
        String rows = "| AP-001 | Unit | Query | Table | `UNIT#<unitId>` | - | - | |" + WRITES
                + "| AP-015 | Reserve | TransactWriteItems | 1. Update Unit `SET #status = :reserved` 2. Put Hold | 2: `attribute_not_exists(pk)` |\n"
                + "| AP-016 | Issue | TransactWriteItems | 1. Update Unit `SET #status = :issued` 2. Delete Hold | 2: `attribute_exists(pk)` |";
        PatternResult issue = verifyOn("", units, rows, "AP-016");
        assertThat(issue.status()).as(issue.message() + issue.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
    }

    @Test
    void anInputOfAMultiAttributeKeyStandsForTheAttributeTheConditionNames() {
        String treatments = """
                ### Treatment
                - **PK**: `TREATMENT#<treatmentId>`
                - **SK**: `HEADER`
                - **Attributes**: `treatmentId` (S), `department` (S), `queueStatus` (S), `status` (S), `priority` (N)
                """;
        String rows = "| AP-010 | Queue | Query | LabQueue | `department = :dept AND queueStatus = :status` | - | - | |" + WRITES
                + "| AP-016 | Approve | UpdateItem | Update Treatment: `SET #status = :approved, queueStatus = :queued` | `attribute_exists(pk)` |";
        String index = "| LabQueue | `department` (S) + `queueStatus` (S) | `priority` (N) | ALL | queue |";
        PatternResult queue = verifyOn(index, treatments, rows, "AP-010");
        assertThat(queue.status()).as(queue.message() + queue.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
        PatternResult approve = verifyOn(index, treatments, rows, "AP-016");
        assertThat(approve.status()).as("the updated item is found by its queueStatus: " + approve.cases().stream().map(CaseResult::message).toList())
                .isEqualTo(Status.PASSED);
    }

    @Test
    void theSecondRequestFindsWhatItChecksAsTheFirstDid() {
        String rows = SLOT_WRITES
                + "| AP-030 | Book a slot; a slot is never booked twice | TransactWriteItems | 1. ConditionCheck Customer `CUSTOMER#<customerId>` "
                + "/ `PROFILE` 2. Put Slot `SLOT#<slotAt>` 3. Put Order `CUSTOMER#<customerId>` / `ORDER#<placedAt>#<orderId>` "
                + "| 1: `attribute_exists(pk)`; 3: `attribute_not_exists(pk)` |";
        PatternResult unguarded = verify(SLOTS, rows, "", "AP-030");
        assertThat(unguarded.status()).isEqualTo(Status.FAILED);
        assertThat(unguarded.cases()).anyMatch(c -> c.message().contains("wrote Slot again for another new"));
    }

    @Test
    void aBatchThenAnUpdateAreCallsInTurn() {
        String rows = "| AP-001 | Orders | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER#` | |" + WRITES
                + "| AP-032 | Import orders | BatchWriteItem, then UpdateItem | 1. Put Order × n 2. UpdateItem Customer SET `name = :name` "
                + "| Item 2: attribute_exists(pk) |";
        PatternResult imported = verify(ORDERS, rows, "", "AP-032");
        assertThat(imported.status()).as(imported.message() + imported.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
    }

    @Test
    void anItemNamedAfterTheEntityTheDocumentNamesAnswersForIt() {
        String stats = ORDERS + """

                ### Volunteer
                - **PK**: `VOL#<volunteerId>`
                - **SK**: `#PROFILE`
                - **Attributes**: `volunteerId` (string, ulid)

                ### VolunteerYearStat
                - **PK**: `VOL#<volunteerId>`
                - **SK**: `YEAR#<year>`
                - **GSI1PK**: `TOP#<year>`
                - **GSI1SK**: `<answered>#<volunteerId>`
                - **Attributes**: `volunteerId` (string, ulid), `year` (number, 2000..2100), `answered` (number, 1000..9999)
                """;
        PatternResult top = verify(stats, "| AP-041 | Top volunteers | Query | GSI1 | `TOP#<year>` | - | - | ScanIndexForward=false |",
                "| AP-041 | Volunteer | Top volunteers of a year | year | Collection | - | No | No |", "AP-041");
        assertThat(top.status()).as(top.message()).isEqualTo(Status.PASSED);
    }

    @Test
    void theClockOfAStrictBoundStandsAtNoItemsOwnMoment() {
        String rows = "| AP-002 | Upcoming orders | Query | Table | `CUSTOMER#<customerId>` | > | `ORDER#<nowIso>` | |" + WRITES
                + "| AP-020 | Place order | PutItem | Put Order `CUSTOMER#<customerId>` / `ORDER#<placedAt>#<orderId>` | `attribute_not_exists(pk)` |";
        String orders = ORDERS.replace("- **SK**: `PROFILE`", "- **SK**: `#PROFILE`");
        PatternResult upcoming = verify(orders, rows, "", "AP-002");
        assertThat(upcoming.status()).as(upcoming.message() + upcoming.cases().stream().map(CaseResult::message).toList())
                .isEqualTo(Status.PASSED);
        PatternResult place = verify(orders, rows, "", "AP-020");
        assertThat(place.status()).as("the read-back's clock beside the written order: " + place.cases().stream()
                .map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
        PatternResult after = verify(orders, rows.replace("<nowIso>", "<afterIso>"), "", "AP-002");
        assertThat(after.status()).as("a bound the caller gives is met at an item's own value").isEqualTo(Status.FAILED);
    }

    @Test
    void aRequestNamesAValueAsTheKeyHoldsIt() {
        String visitors = ORDERS + """

                ### Visitor
                - **PK**: `VISITOR#<lower(email)>`
                - **SK**: `PROFILE`
                - **Attributes**: `email` (string), `name` (string)
                """;
        PatternResult byEmail = verify(visitors, "| AP-004 | Visitor by email | GetItem | Table | `VISITOR#<email>` | = | `PROFILE` | |",
                "", "AP-004");
        assertThat(byEmail.status()).as(byEmail.message() + byEmail.cases().stream().map(CaseResult::message).toList())
                .isEqualTo(Status.PASSED);
        PatternResult anyCase = verify(visitors, "| AP-004 | Visitor by email (any case) | GetItem | Table | `VISITOR#<email>` | = | `PROFILE` | |",
                "", "AP-004");
        assertThat(anyCase.status()).as("words that say the e-mail comes in any case").isEqualTo(Status.FAILED);
    }

    @Test
    void aShapeNamedForTwoStatesAndANoteOnAnotherOfItsKeys() {
        String stations = ORDERS.replace("- **GSI1PK**: `OPEN#<region>` (only while status = OPEN)",
                "- **GSI1PK**: `OPEN#<region>` — present only while status is OPEN or SHIPPED");
        String read = "| AP-002 | Orders of a region | Query | GSI1 | `OPEN#<region>` | - | - | |" + WRITES
                + "| AP-020 | Place order | PutItem | Put Order `CUSTOMER#<customerId>` / `ORDER#<placedAt>#<orderId>` with `region`, "
                + "`placedAt`, `status=OPEN` | `attribute_not_exists(pk)` |\n"
                + "| AP-021 | Change status | UpdateItem | Update Order `CUSTOMER#<customerId>` / `ORDER#<placedAt>#<orderId>`. To OPEN or "
                + "SHIPPED: SET `status=:s`, `GSI1PK=OPEN#<region>`, `GSI1SK=<placedAt>#<orderId>` | `attribute_exists(pk)` |";
        PatternResult missed = verify(stations, read, "", "AP-002");
        assertThat(missed.message()).contains("AP-020 creates Order without GSI1PK, GSI1SK (only AP-021 sets them)");
        String assigned = ORDERS.replace("- **GSI1SK**: `<placedAt>#<orderId>`",
                "- **GSI1SK**: `<placedAt>#<orderId>`\n- **GSI2PK**: `REGION#<region>` — set when the order is routed");
        PatternResult other = verifyOn("| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | open |\n| GSI2 | `GSI2PK` (S) | `GSI2SK` (S) | ALL | routed |",
                assigned.replace("- **GSI2PK**: `REGION#<region>` — set when the order is routed",
                        "- **GSI2PK**: `REGION#<region>` — set when the order is routed\n- **GSI2SK**: `<placedAt>#<orderId>`"),
                "| AP-003 | Routed orders | Query | GSI2 | `REGION#<region>` | - | - | |" + WRITES
                        + "| AP-020 | Place order | PutItem | Put Order `CUSTOMER#<customerId>` / `ORDER#<placedAt>#<orderId>` with `region`, "
                        + "`placedAt`, `status=OPEN`, `GSI1PK`, `GSI1SK` | `attribute_not_exists(pk)` |\n"
                        + "| AP-022 | Route | UpdateItem | Update Order: `SET GSI2PK = :r, GSI2SK = :s` | `attribute_exists(pk)` |", "AP-003");
        assertThat(other.status()).as("the routing key says when it is written: " + other.message()).isEqualTo(Status.PASSED);
    }

    @Test
    void wordsThatARepeatMustFailHoldAnUnguardedPut() {
        String rows = SLOT_WRITES + "| AP-031 | Book a slot | PutItem | Put Slot `SLOT#<slotAt>` with `orderId` | %s |";
        for (String words : java.util.List.of("must fail if the slot already has an order", "a second booking must fail, never replace the first",
                "the slot must be free", "the slot must not currently hold another order")) {
            PatternResult said = verify(SLOTS, rows.formatted(words), "", "AP-031");
            assertThat(said.status()).as(words).isEqualTo(Status.FAILED);
        }
        PatternResult silent = verify(SLOTS, rows.formatted("-"), "", "AP-031");
        assertThat(silent.status()).as("nothing says the slot must be new: a warning").isEqualTo(Status.PASSED);
    }

    @Test
    void wordsThatACreatedItemShowsUpInARead() {
        String classes = ORDERS.replace("- **GSI1PK**: `OPEN#<region>` (only while status = OPEN)",
                "- **GSI1PK**: `OPEN#<region>` — set by the routing update (AP-021)");
        String rows = "| AP-002 | Orders of a region | Query | GSI1 | `OPEN#<region>` | - | - | |" + WRITES
                + "| AP-020 | Place order | PutItem | Put Order `pk=CUSTOMER#<customerId>`, `sk=ORDER#<placedAt>#<orderId>`, `region`, "
                + "`placedAt`, `status = OPEN` | `attribute_not_exists(pk)` |\n"
                + "| AP-021 | Route order | UpdateItem | Update Order: `SET GSI1PK = :open, GSI1SK = :at` | `attribute_exists(pk)` |";
        String header = "| ID | Entity | Description | Input Parameters | Result | Notes |";
        PatternResult said = verify(classes, rows, header, "| AP-020 | Order | Place order | customerId | Single | A new order must show up in AP-002 |",
                "AP-002");
        assertThat(said.message()).contains("AP-020 creates Order without GSI1PK, GSI1SK (only AP-021 sets them), although the "
                + "access-patterns document says AP-002 returns it as AP-020 creates it");
        PatternResult readSays = verify(classes, rows, header, "| AP-002 | Order | Orders of a region | region | Collection | "
                + "A new order must appear here immediately |", "AP-002");
        assertThat(readSays.status()).as("the read's own words: " + readSays.message()).isEqualTo(Status.FAILED);
        PatternResult silent = verify(classes, rows, header, "| AP-020 | Order | Place order | customerId | Single | - |", "AP-002");
        assertThat(silent.status()).as("the key says when it is written, and nothing else: " + silent.message()).isEqualTo(Status.PASSED);
    }

    @Test
    void aTextOfDigitsAKeyPadsIsMadeInItsShapeAndKeptWhereItAddressesTheItem() {
        String members = ORDERS + """

                ### Member
                - **PK**: `MEMBER#<memberNo:06>`
                - **SK**: `PROFILE`
                - **Attributes**: `memberNo` (S, 6 digits), `name` (S), `visits` (N)
                """;
        String rows = SLOT_WRITES.replace("| AP-001 | Orders | Query | Table | `CUSTOMER#<customerId>` | begins_with | `ORDER#` | |",
                "| AP-001 | Member | GetItem | Table | `MEMBER#<memberNo:06>` | = | `PROFILE` | |")
                + "| AP-040 | Sign up | PutItem | Put Member `pk=MEMBER#<memberNo:06>`, `sk=PROFILE` | `attribute_not_exists(pk)` |\n"
                + "| AP-041 | Visit | UpdateItem | Update Member `pk=MEMBER#<memberNo:06>`, `sk=PROFILE`: `SET memberNo = :memberNo, name = :name ADD visits :one` | `attribute_exists(pk)` |";
        for (String id : java.util.List.of("AP-040", "AP-041")) {
            PatternResult r = verify(members, rows, "", id);
            assertThat(r.status()).as(id + " " + r.message() + r.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
        }
    }

    @Test
    void wordsThatACreateFailsWhereItsItemIsAlreadyThereHoldAnUnguardedPutBesideAGuardedOne() {
        String rows = SLOT_WRITES
                + "| AP-032 | Book | TransactWriteItems | 1. Put Slot `SLOT#<slotAt>` 2. Put Order `CUSTOMER#<customerId>` / "
                + "`ORDER#<placedAt>#<orderId>` | 2: `attribute_not_exists(pk)` |";
        PatternResult plain = verify(SLOTS, rows, "", "AP-032");
        PatternResult said = verify(SLOTS, rows.replace("| Book |", "| Book; must fail if the slot already has an order |"), "", "AP-032");
        assertThat(plain.cases()).noneMatch(c -> c.message().contains("wrote Slot again for another new"));
        assertThat(said.status()).isEqualTo(Status.FAILED);
        assertThat(said.cases()).anyMatch(c -> c.message().contains("wrote Slot again for another new"));
    }

    /** Games shared by a group (a multi-attribute partition) and listed by day, the group leading the day's sort key. */
    private static final String GAMES = """
            ### Game
            - **PK**: `GAME#<gameId>`
            - **SK**: `META`
            - **GSI1PK**: `DAY#<playDate>`
            - **GSI1SK**: `SQUAD#<squad>#<gameId>`
            - **Attributes**: `gameId` (string), `playDate` (string, date), `season` (string), `squad` (string),
              `startAt` (string, iso-8601)

            ```json
            {"PK": "GAME#g1", "SK": "META", "GSI1PK": "DAY#2026-03-14", "GSI1SK": "SQUAD#U12#g1", "gameId": "g1",
             "playDate": "2026-03-14", "season": "2026", "squad": "U12", "startAt": "2026-03-14T10:30:00Z"}
            ```
            """;
    private static final String GAME_INDEXES = """
            | GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | games of a day |
            | by-squad | `season` (S) + `squad` (S) | `startAt` (S) | ALL | games of a squad |
            """;

    @Test
    void aValueTheCrowdSharesMeetsItsLongerSiblingWhereAnotherKeySortsByIt() {
        PatternResult open = verifyOn(GAME_INDEXES, GAMES,
                "| AP-001 | Games of a squad on a day | Query | GSI1 | `DAY#<playDate>` | begins_with | `SQUAD#<squad>` | |", "AP-001");
        assertThat(open.status()).as("U12 also selects U120: " + open.cases().stream().map(CaseResult::message).toList())
                .isEqualTo(Status.FAILED);
        assertThat(open.cases()).anyMatch(c -> c.message().contains("end the prefix with the separator"));
        PatternResult closed = verifyOn(GAME_INDEXES, GAMES,
                "| AP-001 | Games of a squad on a day | Query | GSI1 | `DAY#<playDate>` | begins_with | `SQUAD#<squad>#` | |", "AP-001");
        assertThat(closed.status()).as(closed.message() + closed.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
    }

    /** Jobs queued by zone in a multi-attribute index, the zone a copy written only while the job waits. */
    private static final String JOBS = """
            ### Job
            - **PK**: `JOB#<jobId>`
            - **SK**: `JOB`
            - **GSI1PK**: `STATE#<siteId>`
            - **GSI1SK**: `<state>#<raisedAt>#<jobId>`
            - **Attributes**: `jobId` (string), `siteId` (string), `zone` (string), `queueZone` (string) - copy of `zone`,
              present only while `state = PENDING`, `priority` (number), `raisedAt` (string, iso-8601),
              `state` (string, one of: PENDING|ASSIGNED|DONE)
            """;
    private static final String JOB_INDEXES = """
            | GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | jobs by state |
            | queue | `siteId` (S) + `queueZone` (S) | `priority` (N) + `raisedAt` (S) | ALL | waiting jobs |
            """;

    @Test
    void aCreateThatLeavesOutOnePartOfAMultiAttributeKeyMissesTheIndexUntilTheUpdateThatSetsIt() {
        String rows = "| AP-001 | Queue of a zone | Query | queue | `siteId = :site AND queueZone = :zone` | - | - | |\n"
                + "| AP-002 | Done jobs of a site | Query | GSI1 | `STATE#<siteId>` | begins_with | `DONE#` | |" + WRITES
                + "| AP-003 | Raise a job | PutItem | 1. Put Job `PK=JOB#<jobId>`, `SK=JOB`, siteId, zone, priority, state=PENDING, "
                + "raisedAt | attribute_not_exists(PK) |\n"
                + "| AP-004 | Release a job | UpdateItem | 1. Update Job: SET state = :pending, queueZone = :zone, GSI1PK = :site, "
                + "GSI1SK = :stateKey | state = :assigned |";
        PatternResult queue = verifyOn(JOB_INDEXES, JOBS, rows, "AP-001");
        assertThat(queue.status()).isEqualTo(Status.FAILED);
        assertThat(queue.message()).contains("AP-003 creates Job without queueZone (only AP-004 sets it)");
        PatternResult done = verifyOn(JOB_INDEXES, JOBS, rows, "AP-002");
        assertThat(done.message()).as("a job created PENDING is not what the read of DONE# returns").doesNotContain("AP-003 creates");
    }

    @Test
    void aGuardWhoseOtherSideAdmitsTheSameRequestLetsItRepeat() {
        String slots = SLOTS + """

                ### Hold
                - **PK**: `SLOT#<slotAt>`
                - **SK**: `HOLD`
                - **Attributes**: `slotAt` (string, iso-8601), `heldBy` (string), `expiresAt` (number, epoch-seconds)
                """;
        String spec = "| AP-030 | Hold | Hold a slot | slotAt, heldBy | Single | - | - | No | Not already booked; no live hold by someone else |";
        PatternResult hold = verify(slots, SLOT_WRITES + "| AP-030 | Hold a slot | PutItem | 1. Put Hold `SLOT#<slotAt>` / `HOLD`, "
                        + "`heldBy`, `expiresAt` = now + 900 | `attribute_not_exists(PK) OR expiresAt < :now OR heldBy = :heldBy` |",
                "| ID | Entity | Description | Input Parameters | Result | Sort | Limit | Paginated | Notes |", spec, "AP-030");
        assertThat(hold.status()).as(hold.message() + hold.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
    }

    /** Bins of a site, and their readings under the site, the bin codes only those the examples show. */
    private static final String BINS = """
            ### Bin
            - **Attributes**: `siteId` (S), `binCode` (S), `capacityLitres` (N)

            | Attribute | Template | Example |
            |---|---|---|
            | pk | `site#<siteId>` | `site#s-elm` |
            | sk | `bin#<binCode>` | `bin#B12` |

            ```json
            {"pk": "site#s-elm", "sk": "bin#B12", "siteId": "s-elm", "binCode": "B12", "capacityLitres": 660}
            ```

            ### BinReading
            - **Attributes**: `siteId` (S), `binCode` (S), `recordedAt` (S, ISO-8601), `fillPercent` (N)

            | Attribute | Template | Example |
            |---|---|---|
            | pk | `site#<siteId>` | `site#s-elm` |
            | sk | `reading#<binCode>#<recordedAt>` | `reading#B3#2026-04-09T06:30:00Z` |

            ```json
            {"pk": "site#s-elm", "sk": "reading#B3#2026-04-09T06:30:00Z", "siteId": "s-elm", "binCode": "B3",
             "recordedAt": "2026-04-09T06:30:00Z", "fillPercent": 41}
            ```
            """;

    @Test
    void aCodeOnlyTheExamplesShowMeetsALongerOneUnderItsParent() {
        PatternResult open = verifyOn("", BINS,
                "| AP-001 | Readings of a bin | Query | Table | `site#<siteId>` | begins_with | `reading#<binCode>` | ScanIndexForward=false |", "AP-001");
        assertThat(open.status()).as("B12 also selects B120: " + open.cases().stream().map(CaseResult::message).toList())
                .isEqualTo(Status.FAILED);
        assertThat(open.cases()).anyMatch(c -> c.message().contains("end the prefix with the separator"));
        PatternResult closed = verifyOn("", BINS,
                "| AP-001 | Readings of a bin | Query | Table | `site#<siteId>` | begins_with | `reading#<binCode>#` | ScanIndexForward=false |", "AP-001");
        assertThat(closed.status()).as(closed.message() + closed.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
    }

    @Test
    void anOrderOfSeveralValuesNamedInWordsIsHeldToAllOfThem() {
        String seats = """
                ### Seat
                - **PK**: `PERF#<performanceId>`
                - **SK**: `SEAT#<section>#<row>#<seatNo>`
                - **Attributes**: `performanceId` (S), `section` (S), `row` (S), `seatNo` (N)

                ```json
                {"PK": "PERF#p-1", "SK": "SEAT#STALLS#F#14", "performanceId": "p-1", "section": "STALLS", "row": "F", "seatNo": 14}
                ```
                """;
        String spec = "| AP-004 | Seat | Seat map for a performance | performanceId | Collection | section, row, seat number ASC | all | No |";
        PatternResult map = verify(seats, "| AP-004 | Seat map | Query | Table | `PERF#<performanceId>` | begins_with | `SEAT#` | ScanIndexForward=true |",
                spec, "AP-004");
        assertThat(map.status()).as(map.message() + map.cases().stream().map(c -> c.name() + " " + c.request() + " " + c.message()).toList() + map.warnings()).isEqualTo(Status.FAILED);
        assertThat(map.cases()).anyMatch(c -> c.message().contains("seatNo ASC"));
    }

    @Test
    void aStatusThatBeginsAnotherIsAskedForWhereTheRegionsAreTwoPartitions() {
        String jobs = """
                ### Job
                - **PK**: `JOB#<jobId>`
                - **SK**: `JOB`
                - **GSI1PK**: `REGION#<region>`
                - **GSI1SK**: `STATUS#<status>#<changedAt>#<jobId>`
                - **Attributes**: `jobId` (S), `region` (S), `changedAt` (S, iso-8601),
                  `status` (S, one of: SIGNED|INSPECTION|INSPECTION_FAILED|PTO_GRANTED|SCHEDULED|CANCELLED|INSTALLED|PERMITTED)

                ```json
                {"PK": "JOB#J-1", "SK": "JOB", "GSI1PK": "REGION#METRO", "GSI1SK": "STATUS#SIGNED#2026-03-30T17:22:05Z#J-1",
                 "jobId": "J-1", "region": "METRO", "changedAt": "2026-03-30T17:22:05Z", "status": "SIGNED"}
                ```
                """;
        PatternResult board = verifyOn("| GSI1 | `GSI1PK` (S) | `GSI1SK` (S) | ALL | ops board |", jobs,
                "| AP-006 | Ops board, one status | Query | GSI1 | `REGION#<region>` | begins_with | `STATUS#<status>` | Limit=50 |", "AP-006");
        assertThat(board.status()).as(board.cases().stream().map(CaseResult::name).toList().toString()).isEqualTo(Status.FAILED);
        assertThat(board.cases()).anyMatch(c -> c.name().contains("status=INSPECTION,") || c.name().endsWith("status=INSPECTION"));
    }

    @Test
    void itemsTheRowSaysAreExcludedSayNothingOfTheRangesBounds() {
        String menus = """
                ### Menu
                - **PK**: `SEASON#<season>`
                - **SK**: `PRICE#<pad(pricePerHead, 5)>#<menuId>`
                - **Attributes**: `season` (S), `pricePerHead` (N, 0..99999), `menuId` (S), `status` (S, one of: ACTIVE|RETIRED)
                """;
        String spec = "| AP-003 | Menu | Menus within a budget | season, minPrice, maxPrice | Collection | pricePerHead ASC | - | No | Retired menus excluded |";
        PatternResult budget = verify(menus, "| AP-003 | Menus within budget | Query | Table | `SEASON#<season>` | BETWEEN | "
                        + "`PRICE#<pad(minPrice, 5)>` AND `PRICE#<pad(maxPrice, 5)>~` | ScanIndexForward=true; FilterExpression `#status = 'ACTIVE'` |",
                "| ID | Entity | Description | Input Parameters | Result | Sort | Limit | Paginated | Notes |", spec, "AP-003");
        assertThat(budget.status()).as(budget.message() + budget.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
    }

    @Test
    void aGuardItemThatHoldsNoneOfItsKeysPartsStaysOutOfTheIndexOnThem() {
        String visits = """
                ### Visit
                - **PK**: `VISIT#<visitId>`
                - **SK**: `META`
                - **Attributes**: `visitId` (S), `walkerId` (S), `visitDate` (S, date), `startTime` (S, time-of-day)

                ### WalkerSlot

                | Attribute | Template | Example |
                |---|---|---|
                | `PK` | `WALKER#<walkerId>` | `WALKER#w1` |
                | `SK` | `SLOT#<visitDate>#<startTime>` | `SLOT#2026-03-16#0730` |

                ```json
                {"PK": "WALKER#w1", "SK": "SLOT#2026-03-16#0730", "entityType": "WalkerSlot", "visitId": "v1"}
                ```
                """;
        PatternResult day = verifyOn("| WalkerDay | `walkerId` (S) | `visitDate` (S), `startTime` (S) | ALL | a walker's day |", visits,
                "\n\n```\nAP-007: Walker's day\n  Operation: Query\n  Index: WalkerDay\n"
                        + "  Key condition: walkerId = :walkerId AND visitDate = :visitDate\n```\n", "AP-007");
        assertThat(day.status()).as(day.message() + day.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
    }

    @Test
    void aClaimTheRowSaysMustNotBeTakenAlreadyIsGuarded() {
        String members = """
                ### Member
                - **PK**: `MEMBER#<memberId>`
                - **SK**: `PROFILE`
                - **Attributes**: `memberId` (S), `email` (S)

                ### EmailClaim
                - **PK**: `EMAIL#<email>`
                - **SK**: `EMAIL#<email>`
                - **Attributes**: `email` (S), `memberId` (S)
                """;
        String spec = "| AP-012 | Member | Register member | email | Single | - | - | No | Registration must fail if the email is already registered |";
        PatternResult register = verify(members, SLOT_WRITES.replace("`CUSTOMER#<customerId>`", "`MEMBER#<memberId>`").replace("`ORDER#`", "`PROFILE`")
                        + "| AP-012 | Register member | TransactWriteItems | 1. Put Member `PK=MEMBER#<memberId>, SK=PROFILE` "
                        + "2. Put EmailClaim `PK=EMAIL#<email>, SK=EMAIL#<email>` | 1: `attribute_not_exists(PK)` |",
                "| ID | Entity | Description | Input Parameters | Result | Sort | Limit | Paginated | Notes |", spec, "AP-012");
        assertThat(register.status()).as(register.message() + register.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.FAILED);
    }

    @Test
    void aMonthTheKeyKeepsOfADateIsWhatTheRequestNames() {
        String doses = """
                ### Vaccination
                - **PK**: `PET#<petId>`
                - **SK**: `VACC#<givenOn>#<vaccineCode>`
                - **GSI1PK**: `VACCDUE#<dueOn:yyyy-mm>`
                - **GSI1SK**: `<dueOn>#<petId>#<vaccineCode>`
                - **Attributes**: `petId` (S), `vaccineCode` (S), `givenOn` (S, date), `dueOn` (S, date)
                """;
        PatternResult due = verify(doses, "| AP-009 | Doses due in a window | Query | GSI1 | `VACCDUE#<month>` | BETWEEN | "
                + "`<fromDate>` AND `<toDate>#~` | ScanIndexForward=true |", "", "AP-009");
        assertThat(due.status()).as(due.message() + due.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
    }

    @Test
    void aCreateTheRowSaysFailsIfTheSlotIsAlreadyBookedIsGuardedAndAVanSlotOwnsNoVan() {
        String day = """
                ### Appointment
                - **PK**: `VAN#<vanId>#DAY#<date>`
                - **SK**: `SLOT#<startTime:hhmm>` (24h, e.g. `SLOT#0930`)
                - **Attributes**: `vanId` (S), `date` (S, date), `startTime` (S), `clientId` (S)

                ### RouteStop
                - **PK**: `VAN#<vanId>#DAY#<date>`
                - **SK**: `STOP#<seq>`
                - **Attributes**: `vanId` (S), `date` (S, date), `seq` (N)
                """;
        String reads = "| AP-007 | Route in driving order | Query | Table | `VAN#<vanId>#DAY#<date>` | begins_with | `STOP#` | |" + WRITES
                + "| AP-015 | Book appointment | PutItem | 1. Put Appointment `PK=VAN#<vanId>#DAY#<date>, SK=SLOT#<startTime>` | |";
        String header = "| ID | Entity | Description | Input Parameters | Result | Sort | Limit | Paginated | Notes |";
        PatternResult book = verify(day, reads, header,
                "| AP-015 | Appointment | Book appointment | vanId, date, startTime | Single | - | - | No | Fails if the slot is already booked |", "AP-015");
        assertThat(book.status()).as(book.message() + book.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.FAILED);
        // the route's stops meet in one van's day, where their numbers sort as text
        PatternResult route = verify(day, reads, header,
                "| AP-007 | Route Stop | A van's route for a day | vanId, date | Collection | seq ASC | - | No | |", "AP-007");
        assertThat(route.status()).as(route.message() + route.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.FAILED);
    }

    @Test
    void oneRowPerSeasonLeavesOutWhatItsKeysHoldManyOfPerSeason() {
        String player = """
                ### SeasonTotals
                - **PK**: `PLAYER#<playerId>`
                - **SK**: `SEASON#<seasonId>`
                - **Attributes**: `playerId` (S), `seasonId` (S), `goals` (N)

                ### GameLine
                - **PK**: `PLAYER#<playerId>`
                - **SK**: `SEASON#<seasonId>#GAME#<startsAt>#<gameId>`
                - **Attributes**: `playerId` (S), `seasonId` (S), `startsAt` (S, iso-8601), `gameId` (S), `goals` (N)
                """;
        String read = "| AP-012 | Career totals | Query | Table | `PLAYER#<playerId>` | begins_with | `SEASON#` | ScanIndexForward=true |";
        String header = "| ID | Description | Input Parameters | Result | Sort | Limit | Notes |";
        PatternResult career = verify(player, read, header,
                "| AP-012 | Player's career totals | playerId | Collection | - | All | Career table, one row per season played |", "AP-012");
        assertThat(career.status()).as(career.message() + career.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.FAILED);
        assertThat(career.cases().stream().map(CaseResult::message).toList().toString()).contains("one row per season");
        PatternResult all = verify(player, read, header,
                "| AP-012 | Player's career totals | playerId | Collection | - | All | Career table |", "AP-012");
        assertThat(all.status()).as(all.message()).isEqualTo(Status.PASSED);
    }

    @Test
    void anIndexKeySetOnAssignmentIsNotWrittenByTheCreate() {
        String trips = """
                ### Trip

                | Attribute | Template | Example |
                |---|---|---|
                | `pk` | `TRIP#<tripId>` | `TRIP#t1` |
                | `sk` | `TRIP` | `TRIP` |
                | `vehicleId` (manifest PK) | plain attribute, set on assignment | `MB07` |
                | `pickupAt` (manifest SK) | plain attribute | `2026-03-18T09:30:00Z` |

                - **Attributes**: `tripId` (S)
                """;
        PatternResult manifest = verifyOn("| manifest | `vehicleId` (S) | `pickupAt` (S) | ALL | a vehicle's trips |", trips,
                "| AP-007 | Vehicle manifest | Query | manifest | `vehicleId = <vehicleId>` | - | - | ScanIndexForward=true |"
                        + WRITES + "| AP-013 | Request a trip | PutItem | 1. Put Trip `pk=TRIP#<tripId>`, `sk=TRIP`, `pickupAt` | `attribute_not_exists(pk)` |\n"
                        + "| AP-015 | Assign a trip | UpdateItem | 1. Update Trip `pk=TRIP#<tripId>`, `sk=TRIP`: `SET vehicleId = :v` | `attribute_exists(pk)` |",
                "AP-007");
        assertThat(manifest.status()).as(manifest.message() + manifest.cases().stream().map(CaseResult::message).toList()).isEqualTo(Status.PASSED);
    }
}
