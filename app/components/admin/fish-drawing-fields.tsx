import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { AUTO_DRAWING_SHAPE } from "~/domain/fish-form-rules";
import { ILLUSTRATION_PATTERNS, ILLUSTRATION_SHAPES, type Illustration } from "~/domain/species";

const select = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900";

/**
 * The species' generated drawing, as the seeded species have one: an outline, a pattern and three colours
 * (colour inputs, which work without JavaScript). "Automatic" fits the outline to the fish's name and type when
 * it is saved; "No drawing" leaves the species without one.
 */
export function FishDrawingFields({
  field,
}: {
  field: FieldMetadata<(Partial<Omit<Illustration, "shape">> & { shape?: string }) | null | undefined, Record<string, unknown>, string[]>;
}) {
  const drawing = field.getFieldset();
  const colors = drawing.colors.getFieldset();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <legend className="mb-2 text-lg font-semibold text-slate-900">Drawing</legend>
      <p className="text-sm text-slate-600 sm:col-span-2 lg:col-span-5">
        Shown as the image when the image URL is left empty (or is the drawing&apos;s own address), as for the seeded species.
      </p>
      <Field label="Outline" id={drawing.shape.id} errors={drawing.shape.errors}>
        {(control) => (
          <select {...getSelectProps(drawing.shape)} {...control} className={select}>
            <option value={AUTO_DRAWING_SHAPE}>Automatic (from the fish type)</option>
            <option value="">No drawing</option>
            {ILLUSTRATION_SHAPES.map((shape) => (
              <option key={shape} value={shape}>
                {shape}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Pattern" id={drawing.pattern.id} errors={drawing.pattern.errors}>
        {(control) => (
          <select {...getSelectProps(drawing.pattern)} {...control} className={select}>
            {ILLUSTRATION_PATTERNS.map((pattern) => (
              <option key={pattern} value={pattern}>
                {pattern}
              </option>
            ))}
          </select>
        )}
      </Field>
      {(
        [
          [colors.body, "Body colour"],
          [colors.accent, "Pattern colour"],
          [colors.fins, "Fin colour"],
        ] as const
      ).map(([colour, label]) => (
        <Field key={colour.name} label={label} id={colour.id} errors={colour.errors}>
          {(control) => (
            <input
              {...getInputProps(colour, { type: "color" })}
              {...control}
              className="mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white"
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
