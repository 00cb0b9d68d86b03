import { ColorPicker, Input, Space } from "antd";

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** A hex colour typed or picked: the swatch opens the picker, the text stays editable. */
export function ColorInput({ id, value = "", onChange }: Props) {
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <Space.Compact style={{ width: "100%", maxWidth: 240 }}>
      <ColorPicker
        value={valid ? value : undefined}
        disabledAlpha
        format="hex"
        onChangeComplete={(color) => onChange?.(color.toHexString())}
      />
      <Input id={id} value={value} maxLength={7} onChange={(e) => onChange?.(e.target.value.trim())} />
    </Space.Compact>
  );
}
