import { defineEntity, shared, translated, type Entity } from "../../dal/definition.js";
import "../media/media.definition.js";

export const propertyGroupDefinition = defineEntity({
  name: "property_group",
  table: "property_group",
  fields: {
    displayType: "string",
    sortingType: "string",
    filterable: "bool",
    visibleOnProductDetailPage: "bool",
    position: shared("int"),
    name: translated(),
    description: translated(),
  },
  associations: { options: { kind: "oneToMany", entity: "property_group_option", foreign: "groupId" } },
});

export const propertyGroupOptionDefinition = defineEntity({
  name: "property_group_option",
  table: "property_group_option",
  fields: { groupId: "id", colorHexCode: "string", mediaId: "id", position: shared("int"), name: translated() },
  associations: {
    group: { kind: "manyToOne", entity: "property_group", local: "groupId" },
    media: { kind: "manyToOne", entity: "media", local: "mediaId" },
  },
});

/** Natural ("10" after "9"), case-insensitive comparison, like PHP's strnatcmp used by Shopware's sorters. */
const natural = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

const nameOf = (entity: Entity) =>
  String((entity.translated as { name?: string } | undefined)?.name ?? entity.name ?? "");

/** Groups by position, then name (PropertyGroupCollection::sortByPositions). */
export function sortGroups(groups: Entity[]): Entity[] {
  return groups.sort((a, b) =>
    a.position === b.position ? natural.compare(nameOf(a), nameOf(b)) : Number(a.position) - Number(b.position),
  );
}

/** Options inside a group by its sorting type: alphanumeric by name, otherwise by position (sortByConfig). */
export function sortOptions(group: Entity, options: Entity[]): Entity[] {
  if (group.sortingType === "alphanumeric") return options.sort((a, b) => natural.compare(nameOf(a), nameOf(b)));
  return options.sort((a, b) => Number(a.position) - Number(b.position));
}

/**
 * Groups options (each with its `group` loaded) into their property groups with `options`, sorted like Shopware's
 * PropertyGroupSorter; `onlyDetailPage` drops groups hidden on the product detail page.
 */
export function groupOptions(options: Entity[], onlyDetailPage: boolean): Entity[] {
  const groups = new Map<string, Entity>();
  for (const option of options) {
    const group = option.group as Entity | null | undefined;
    if (!group || (onlyDetailPage && group.visibleOnProductDetailPage === false)) continue;
    let target = groups.get(group.id);
    if (!target) {
      target = { ...group, options: [] };
      groups.set(group.id, target);
    }
    (target.options as Entity[]).push({ ...option, group: null });
  }
  const sorted = sortGroups([...groups.values()]);
  for (const group of sorted) sortOptions(group, group.options as Entity[]);
  return sorted;
}
